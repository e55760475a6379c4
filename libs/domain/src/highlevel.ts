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

/** The query parameter a Training menu link carries: the portal asks the CRM who is signed in. */
export const VIA_HIGHLEVEL_PARAM = 'via';
export const VIA_HIGHLEVEL = 'highlevel';

/** POST /api/portal/:versionId/sessions/highlevel. */
export interface PortalHighLevelSignInRequest {
  /** HighLevel's encrypted user context, as the CRM handed it to the page. */
  payload: string;
}

/** What a custom page posts to the CRM and what the CRM answers (HighLevel's Custom Pages). */
export const HIGHLEVEL_USER_DATA_REQUEST = 'REQUEST_USER_DATA';
export const HIGHLEVEL_USER_DATA_RESPONSE = 'REQUEST_USER_DATA_RESPONSE';

/** The longest Training menu title HighLevel's menu shows well (and our column allows). */
export const MENU_TITLE_MAX = 60;

/** One sub-account in Settings → HighLevel (GET /api/highlevel/sub-accounts). */
export interface HighLevelSubAccountView {
  locationId: string;
  name: string | null;
  /** The portal version its users get, once provisioned. */
  versionId: string | null;
  /** Its own users, each a client of the version. */
  users: number;
  menuEnabled: boolean;
  menuTitle: string;
  /** Whether the link is in HighLevel as set here (false while a change is on its way). */
  menuApplied: boolean;
}

/** PATCH /api/highlevel/sub-accounts/:locationId: the Training link's on/off and title. */
export interface HighLevelSubAccountChange {
  menuEnabled?: boolean;
  menuTitle?: string;
}

/** Settings → HighLevel → "Write progress to" (GET and PUT /api/highlevel/write-back). */
export interface HighLevelWriteBackView {
  /** The agency's own sub-account the clients' contacts are kept in; null = off. */
  locationId: string | null;
  locationName: string | null;
  /** Clients whose latest progress is not in HighLevel yet. */
  pending: number;
  /** Clients whose contact carries their progress. */
  written: number;
  /** The last failure of a write still pending, if any. */
  lastError: string | null;
}

/** PUT /api/highlevel/write-back. */
export interface HighLevelWriteBackChange {
  locationId: string | null;
}
