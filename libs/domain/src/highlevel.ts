/** The agency's HighLevel connection as Settings shows it (GET /api/highlevel). */
export type HighLevelConnectionView =
  /** HIGHLEVEL_CLIENT_ID is unset on this deployment. */
  | { feature: 'off' }
  | { feature: 'on'; status: 'not-connected' }
  | {
      feature: 'on';
      status: 'connected';
      companyId: string;
      connectedAt: string;
      /** Sub-accounts the app is installed on. */
      subAccounts: number;
    }
  /** HighLevel refused the saved grant: reconnect. */
  | { feature: 'on'; status: 'broken'; reason: string }
  /** Uninstalled in HighLevel: the tokens are gone, the history stays. */
  | { feature: 'on'; status: 'disconnected'; disconnectedAt: string };

/** How the OAuth callback ended, passed back to the app as `?highlevel=`. */
export const HIGHLEVEL_CONNECT_OUTCOMES = {
  connected: 'HighLevel connected. Your sub-accounts are on their way.',
  refused: 'That HighLevel link has expired or was already used. Please connect again.',
  denied: 'HighLevel did not grant access. Please connect again and approve the app.',
  'agency-only': 'Install Retainly for your whole agency, not a single sub-account.',
  taken: 'This HighLevel agency is already connected to another Retainly account.',
  failed: 'HighLevel could not be reached. Please try again in a minute.',
} as const;

export type HighLevelConnectOutcome = keyof typeof HIGHLEVEL_CONNECT_OUTCOMES;

export const isHighLevelConnectOutcome = (value: unknown): value is HighLevelConnectOutcome =>
  typeof value === 'string' && Object.hasOwn(HIGHLEVEL_CONNECT_OUTCOMES, value);
