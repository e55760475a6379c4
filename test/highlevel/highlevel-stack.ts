import { randomBytes } from 'node:crypto';
import {
  startHighLevelStandIn,
  type HighLevelStandIn,
  type StandInOptions,
} from '../../apps/demo-highlevel/src';
import { appendEvents } from '@retainly/database';
import { TokenCipher } from '@retainly/highlevel';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { freePort } from '../support/free-port';
import { waitFor } from '../support/wait-for';

/** The api (listening, so HighLevel's webhooks reach it) and worker, wired to a stand-in. */
export interface HighLevelStack {
  highLevel: HighLevelStandIn;
  stack: AccountsStack;
  appUrl: string;
  /** Opens what our database sealed, with the stack's HIGHLEVEL_TOKEN_KEY. */
  cipher: TokenCipher;
  /** The agency's company access token as stored now. */
  companyToken(userId: string): Promise<string | null>;
  /** Commits a HighLevelSyncRequested, as a webhook or the reconciler would. */
  requestSync(userId: string, locationId?: string): Promise<void>;
  /** A paid agency with a basic version, signed in. */
  agency(): Promise<{ cookie: string; userId: string; versionId: string }>;
  /** Adds the signed-in agency's advanced version; its id. */
  advancedVersion(cookie: string): Promise<string>;
  /** Connect HighLevel as `cookie`'s agency: the authorize page's redirect, then our callback. */
  connect(cookie: string): Promise<{ outcome: string | null; callback: string }>;
  close(): Promise<void>;
}

/** Every HIGHLEVEL_* setting pointed at the stand-in. */
export function highLevelSettings(highLevel: HighLevelStandIn, appUrl: string) {
  return {
    APP_URL: appUrl,
    HIGHLEVEL_CLIENT_ID: highLevel.app.clientId,
    HIGHLEVEL_CLIENT_SECRET: highLevel.app.clientSecret,
    HIGHLEVEL_SHARED_SECRET: highLevel.app.sharedSecret,
    HIGHLEVEL_WEBHOOK_PUBLIC_KEY: highLevel.publicKeyPem,
    HIGHLEVEL_API_URL: highLevel.url,
    HIGHLEVEL_MARKETPLACE_URL: highLevel.marketplaceUrl,
    HIGHLEVEL_TOKEN_KEY: randomBytes(32).toString('hex'),
    // The stand-in's demo pages play HighLevel's CRM.
    HIGHLEVEL_CRM_ORIGINS: highLevel.url,
  };
}

export async function startHighLevelStack(
  overrides: Record<string, string> = {},
  standIn: StandInOptions = {},
  /** 'localhost' puts the app on another site than the stand-in (127.0.0.1), as in production. */
  appHost: '127.0.0.1' | 'localhost' = '127.0.0.1',
): Promise<HighLevelStack> {
  const port = await freePort();
  const appUrl = `http://${appHost}:${port}`;
  const highLevel = await startHighLevelStandIn({
    webhookUrl: `${appUrl}/api/webhooks/highlevel`,
    ...standIn,
  });
  const settings = highLevelSettings(highLevel, appUrl);
  const stack = await startAccountsStack({ ...settings, ...overrides });
  const cipher = new TokenCipher(settings.HIGHLEVEL_TOKEN_KEY);
  // Chromium may resolve localhost to ::1: listen on every address then.
  await stack.app.listen(port, appHost === 'localhost' ? '::' : '127.0.0.1');

  async function connect(cookie: string) {
    const begun = await stack.api.post('/api/highlevel/connect', {}, cookie);
    if (begun.status !== 200)
      throw new Error(`connect: ${begun.status} ${JSON.stringify(begun.body)}`);
    const authorize = await fetch(String(begun.body.url), { redirect: 'manual' });
    const callback = authorize.headers.get('location') ?? '';
    const path = callback.replace(appUrl, '');
    const res = await stack.app.inject({ method: 'GET', url: path, headers: { cookie } });
    const location = String(res.headers.location ?? '');
    return { outcome: new URL(location, appUrl).searchParams.get('highlevel'), callback: path };
  }

  return {
    highLevel,
    stack,
    appUrl,
    cipher,
    async companyToken(userId) {
      const [row] = (await stack.env.db.query(
        `SELECT access_token FROM highlevel_connections WHERE user_id = $1`,
        [userId],
      )) as { access_token: Buffer | null }[];
      return row?.access_token
        ? cipher.open(row.access_token, `connection:${userId}:access`)
        : null;
    },
    async requestSync(userId, locationId) {
      await stack.env.db.transaction((manager) =>
        appendEvents(manager, [
          {
            type: 'HighLevelSyncRequested',
            data: {
              user_id: userId,
              reason: 'reconcile',
              ...(locationId ? { location_id: locationId } : {}),
            },
          },
        ]),
      );
    },
    agency: () => stack.signedInAgencyWithVersion('basic'),
    async advancedVersion(cookie) {
      const created = await stack.api.post(
        '/api/onboarding/versions',
        { tier: 'advanced' },
        cookie,
      );
      const versions = created.body.versions as { id: string; tier: string }[];
      return versions.find((version) => version.tier === 'advanced')!.id;
    },
    connect,
    async close() {
      await stack.close();
      await highLevel.close();
    },
  };
}

/** Rows of `sql` once `ready` says they are complete. */
export function rowsOnce<T>(
  stack: AccountsStack,
  what: string,
  sql: string,
  params: unknown[],
  ready: (rows: T[]) => boolean,
  timeoutMs = 20_000,
): Promise<T[]> {
  return waitFor(
    what,
    async () => {
      const rows = (await stack.env.db.query(sql, params)) as T[];
      return ready(rows) ? rows : undefined;
    },
    { timeoutMs },
  );
}
