import { createHash } from 'node:crypto';
import type { AppConfig } from '@retainly/config';
import { startHighLevelStandIn } from '../apps/demo-highlevel/src';

/** The demo HighLevel's port unless HIGHLEVEL_STANDIN_PORT says otherwise. */
const DEMO_PORT = 4010;

/**
 * A fixed token key for the demo only: the demo HighLevel forgets its tokens when it stops, so
 * nothing sealed with it is worth protecting, and it saves a newcomer one variable.
 */
const DEMO_TOKEN_KEY = createHash('sha256').update('retainly demo highlevel').digest('hex');

export interface DemoHighLevel {
  url: string;
  /** The HIGHLEVEL_* settings that point the api and the worker at it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * In development with HIGHLEVEL_CLIENT_ID unset (and HIGHLEVEL_DEMO not 'off'), `npm start`
 * runs the local HighLevel with its demo agency of five sub-accounts, so a newcomer can
 * connect in Settings → HighLevel and watch the sub-accounts arrive. Null otherwise, or when
 * its port is taken (said on stdout; the product starts without it).
 */
export async function startDemoHighLevel(config: AppConfig): Promise<DemoHighLevel | null> {
  if (config.NODE_ENV !== 'development' || config.HIGHLEVEL_CLIENT_ID) return null;
  if (process.env.HIGHLEVEL_DEMO === 'off') return null;
  const port = Number(process.env.HIGHLEVEL_STANDIN_PORT ?? DEMO_PORT);
  const standIn = await startHighLevelStandIn({
    port,
    webhookUrl: new URL('/api/webhooks/highlevel', config.APP_URL).toString(),
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    process.stdout.write(`Port ${port} is taken: starting without the demo HighLevel.\n`);
    return null;
  });
  if (!standIn) return null;
  return {
    url: standIn.url,
    env: {
      HIGHLEVEL_CLIENT_ID: standIn.app.clientId,
      HIGHLEVEL_CLIENT_SECRET: standIn.app.clientSecret,
      HIGHLEVEL_SHARED_SECRET: standIn.app.sharedSecret,
      HIGHLEVEL_WEBHOOK_PUBLIC_KEY: standIn.publicKeyPem,
      HIGHLEVEL_API_URL: standIn.url,
      HIGHLEVEL_MARKETPLACE_URL: standIn.marketplaceUrl,
      HIGHLEVEL_CRM_ORIGINS: standIn.url,
      HIGHLEVEL_TOKEN_KEY: DEMO_TOKEN_KEY,
    },
    close: () => standIn.close(),
  };
}
