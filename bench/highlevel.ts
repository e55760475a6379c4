import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { startHighLevelStandIn, type HighLevelStandIn } from '../apps/demo-highlevel/src';
import { insertSession, paidAgency } from '../test/support/factories';
import { MailCatcher } from '../test/support/mail-catcher';
import { spawnApi, stopAll, waitUntilUp } from './api-process';
import { benchAgency, createBenchDatabase, type BenchDatabase } from './bench-database';
import { changeTargets, commitChanges, dueWriteBacks, lostChanges } from './highlevel-changes';
import { ceilingSeconds, growFleet, pathsOf } from './highlevel-fleet';
import { runBench } from './run-bench';
import { round, sleep } from './stats';
import { spawnWorker } from './worker-process';

/**
 * `npm run bench:highlevel`: an agency with 1,000 sub-accounts of 3 users each connects
 * Retainly, against the stand-in enforcing HighLevel's documented limits (100 requests per
 * 10 s per app and resource, 200,000 a day), and picks its first sub-account as the
 * write-back location while the sync runs. Measured:
 * - the sync, until every sub-account has its version, Training link and clients, beside the
 *   shortest time the limits allow for the requests it made (the busiest resource's count
 *   over its rate);
 * - then 10,000 progress changes committed to random clients: write-backs per second until
 *   HighLevel holds every latest value, beside the rate the limits allow for the requests
 *   each write made (all of them share the write-back location's 100 per 10 s), and the
 *   clients whose contact misses its latest minutes (changes lost).
 */
const SUB_ACCOUNTS = Number(process.env.BENCH_SUB_ACCOUNTS ?? 1_000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 10_000);
const USERS_EACH = 3;
const LIMITS = { burst: 100, intervalMs: 10_000, daily: 200_000 };
const limitPerSecond = (LIMITS.burst * 1000) / LIMITS.intervalMs;

interface SyncFigures {
  userId: string;
  cookie: string;
  syncSeconds: number;
  syncCeilingSeconds: number;
}

interface WriteBackFigures {
  writeBacksPerSecond: number;
  ceilingPerSecond: number;
  lost: number;
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

/** As the agency would in Settings, once HighLevel's sync has recorded the sub-account. */
async function chooseWriteBackLocation(appUrl: string, cookie: string, locationId: string) {
  for (;;) {
    const res = await fetch(`${appUrl}/api/highlevel/write-back`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json', 'x-retainly-client': 'web' },
      body: JSON.stringify({ locationId }),
    });
    if (res.ok) return;
    if (res.status !== 400) throw new Error(`write-back answered ${res.status}`);
    await sleep(200);
  }
}

async function measureSync(
  bench: BenchDatabase,
  standIn: HighLevelStandIn,
  appUrl: string,
): Promise<SyncFigures> {
  const user = await benchAgency(bench.db, paidAgency(), 'BenchVersion');
  const cookie = `retainly_session=${await insertSession(bench.db, user.id)}`;
  const users = standIn.state
    .users()
    .filter((each) => each.type === 'account' && each.companyId === standIn.demo.companyId);
  const started = Date.now();
  await connectAgency(appUrl, cookie);
  await chooseWriteBackLocation(appUrl, cookie, writeBackLocation(standIn));
  await waitForSync(bench, user.id, users.length);
  const syncSeconds = (Date.now() - started) / 1000;
  const ceiling = ceilingSeconds(standIn.requests, LIMITS);
  process.stdout.write(
    `sync: ${SUB_ACCOUNTS} sub-accounts, ${users.length} users, ${standIn.requests.length} requests ` +
      `(busiest resource ${ceiling.count}) in ${round(syncSeconds, 1)} s; the limits allow ` +
      `${round(ceiling.seconds, 1)} s at best\n  busiest: ${pathsOf(standIn.requests, ceiling.busiest)}\n`,
  );
  return { userId: user.id, cookie, syncSeconds, syncCeilingSeconds: ceiling.seconds };
}

const writeBackLocation = (standIn: HighLevelStandIn) => standIn.demo.locationIds[0];

async function writtenBack(bench: BenchDatabase, userId: string): Promise<void> {
  while ((await dueWriteBacks(bench.db, userId)) > 0) await sleep(250);
}

async function measureWriteBacks(
  bench: BenchDatabase,
  standIn: HighLevelStandIn,
  sync: SyncFigures,
): Promise<WriteBackFigures> {
  const locationId = writeBackLocation(standIn);
  await writtenBack(bench, sync.userId); // the sub-accounts' clients, written as they arrived
  const targets = await changeTargets(bench.db, sync.userId);
  const seen = standIn.requests.length;
  const started = Date.now();
  await commitChanges(bench.db, targets, CHANGES);
  const committed = (Date.now() - started) / 1000;
  await writtenBack(bench, sync.userId);
  const seconds = (Date.now() - started) / 1000;
  const requests = standIn.requests.slice(seen).filter((each) => each.resourceId === locationId);
  const writes = requests.filter((each) => each.path === '/contacts/upsert').length;
  const requestsPerWrite = requests.length / Math.max(1, writes);
  const { clients, lost } = await lostChanges(bench.db, standIn, sync.userId, locationId);
  process.stdout.write(
    `write-back: ${CHANGES} changes to ${targets.length} clients committed in ${round(committed, 1)} s; ` +
      `${writes} contacts written with ${requests.length} requests ` +
      `(${round(requestsPerWrite, 2)} a write) in ${round(seconds, 1)} s; ` +
      `${lost} of ${clients} contacts behind PostgreSQL\n`,
  );
  return {
    writeBacksPerSecond: writes / seconds,
    ceilingPerSecond: limitPerSecond / requestsPerWrite,
    lost,
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
    const sync = await measureSync(bench, standIn, appUrl);
    const writeBack = await measureWriteBacks(bench, standIn, sync);
    const seen429 = standIn.requests.filter((request) => request.status === 429).length;
    process.stdout.write(
      [
        `sync seconds: ${round(sync.syncSeconds, 1)} s`,
        `sync ceiling seconds: ${round(sync.syncCeilingSeconds, 1)} s`,
        `write-backs/s: ${round(writeBack.writeBacksPerSecond, 2)} writes/s`,
        `limit ceiling/s: ${round(writeBack.ceilingPerSecond, 2)} writes/s`,
        `write-backs to ceiling: ${round(writeBack.writeBacksPerSecond / writeBack.ceilingPerSecond, 3)} x`,
        `changes lost: ${writeBack.lost} clients`,
        `requests over limit: ${standIn.rateLimits.overLimit} requests`,
        `429 seen: ${seen429} responses`,
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
