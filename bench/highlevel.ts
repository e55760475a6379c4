import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { startHighLevelStandIn, type HighLevelStandIn } from '../apps/demo-highlevel/src';
import { insertSession, paidAgency } from '../test/support/factories';
import { MailCatcher } from '../test/support/mail-catcher';
import { spawnApi, stopAll, waitUntilUp } from './api-process';
import { benchAgency, createBenchDatabase, type BenchDatabase } from './bench-database';
import { ceilingSeconds, growFleet, pathsOf } from './highlevel-fleet';
import { runBench } from './run-bench';
import { round, sleep } from './stats';
import { spawnWorker } from './worker-process';

/**
 * `npm run bench:highlevel`: an agency with 1,000 sub-accounts of 3 users each connects
 * Retainly, against the stand-in enforcing HighLevel's documented limits (100 requests per
 * 10 s per app and resource, 200,000 a day). Measured: the sync until every sub-account has
 * its version, Training link and clients, beside the shortest time the limits allow for the
 * requests it made (the busiest resource's count over its rate).
 */
const SUB_ACCOUNTS = Number(process.env.BENCH_SUB_ACCOUNTS ?? 1_000);
const USERS_EACH = 3;
const LIMITS = { burst: 100, intervalMs: 10_000, daily: 200_000 };

interface Figures {
  syncSeconds: number;
  syncCeilingSeconds: number;
  overLimit: number;
  seen429: number;
}

async function connectAgency(appUrl: string, cookie: string): Promise<void> {
  const begun = await fetch(`${appUrl}/api/highlevel/connect`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-retainly-client': 'web' },
    body: '{}',
  });
  if (!begun.ok) throw new Error(`connect answered ${begun.status}: ${await begun.text()}`);
  const { url } = (await begun.json()) as { url: string };
  const authorize = await fetch(url, { redirect: 'manual' });
  const callback = authorize.headers.get('location');
  if (!callback) throw new Error('the authorize page did not redirect');
  const back = await fetch(callback, { headers: { cookie }, redirect: 'manual' });
  const outcome = new URL(back.headers.get('location') ?? '/', appUrl).searchParams.get(
    'highlevel',
  );
  if (outcome !== 'connected') throw new Error(`connect ended as ${outcome}`);
}

/** Waits until every installed sub-account is synced and each of its users is a client. */
async function waitForSync(bench: BenchDatabase, userId: string, users: number) {
  for (;;) {
    const [row] = (await bench.db.query(
      `SELECT count(*) FILTER (WHERE synced_at IS NOT NULL)::int AS synced,
              (SELECT count(*)::int FROM highlevel_users u JOIN highlevel_locations l
                 USING (location_id) WHERE l.user_id = $1 AND u.client_id IS NOT NULL) AS clients
         FROM highlevel_locations WHERE user_id = $1 AND installed`,
      [userId],
    )) as { synced: number; clients: number }[];
    if (row && row.synced >= SUB_ACCOUNTS && row.clients >= users) return;
    await sleep(250);
  }
}

async function measureSync(
  bench: BenchDatabase,
  standIn: HighLevelStandIn,
  appUrl: string,
): Promise<Figures> {
  const user = await benchAgency(bench.db, paidAgency(), 'BenchVersion');
  const cookie = `retainly_session=${await insertSession(bench.db, user.id)}`;
  const users = standIn.state
    .users()
    .filter((each) => each.type === 'account' && each.companyId === standIn.demo.companyId);
  const started = Date.now();
  await connectAgency(appUrl, cookie);
  await waitForSync(bench, user.id, users.length);
  const syncSeconds = (Date.now() - started) / 1000;
  const ceiling = ceilingSeconds(standIn.requests, LIMITS);
  process.stdout.write(
    `sync: ${SUB_ACCOUNTS} sub-accounts, ${users.length} users, ${standIn.requests.length} requests ` +
      `(busiest resource ${ceiling.count}) in ${round(syncSeconds, 1)} s; the limits allow ` +
      `${round(ceiling.seconds, 1)} s at best\n  busiest: ${pathsOf(standIn.requests, ceiling.busiest)}\n`,
  );
  return {
    syncSeconds,
    syncCeilingSeconds: ceiling.seconds,
    overLimit: standIn.rateLimits.overLimit,
    seen429: standIn.requests.filter((request) => request.status === 429).length,
  };
}

async function main(): Promise<void> {
  const bench = await createBenchDatabase(4);
  const mail = await MailCatcher.start();
  const port = 34_000 + Math.floor(Math.random() * 1000);
  const appUrl = `http://127.0.0.1:${port}`;
  const standIn = await startHighLevelStandIn({
    webhookUrl: `${appUrl}/api/webhooks/highlevel`,
    rateLimit: LIMITS,
  });
  growFleet(standIn, SUB_ACCOUNTS, USERS_EACH);
  const env = {
    APP_URL: appUrl,
    SMTP_URL: mail.url,
    HIGHLEVEL_CLIENT_ID: standIn.app.clientId,
    HIGHLEVEL_CLIENT_SECRET: standIn.app.clientSecret,
    HIGHLEVEL_SHARED_SECRET: standIn.app.sharedSecret,
    HIGHLEVEL_WEBHOOK_PUBLIC_KEY: standIn.publicKeyPem,
    HIGHLEVEL_API_URL: standIn.url,
    HIGHLEVEL_MARKETPLACE_URL: standIn.marketplaceUrl,
    HIGHLEVEL_TOKEN_KEY: randomBytes(32).toString('hex'),
  };
  const children = [spawnApi(bench, port, env), spawnWorker(bench, port + 1, env)];
  try {
    await waitUntilUp(`${appUrl}/api/health`);
    const figures = await measureSync(bench, standIn, appUrl);
    process.stdout.write(
      [
        `sync seconds: ${round(figures.syncSeconds, 1)} s`,
        `sync ceiling seconds: ${round(figures.syncCeilingSeconds, 1)} s`,
        `requests over limit: ${figures.overLimit} requests`,
        `429 seen: ${figures.seen429} responses`,
      ].join('\n') + '\n',
    );
  } finally {
    await stopAll(children);
    await standIn.close();
    await mail.close();
    await bench.drop();
  }
}

runBench(main);
