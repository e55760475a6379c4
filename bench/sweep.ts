import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { OutcomeSweep } from '../apps/worker/src/outcomes/outcome-sweep';
import { createBenchDatabase } from './bench-database';
import { runBench } from './run-bench';

/**
 * `npm run bench:sweep`: 100,000 portal clients across 1,000 agencies (stall thresholds of 2, 3,
 * 7 and 14 days in turn), 5% of them stalled (half never started, half idle with an old
 * heartbeat), the rest active within the day. Times one outcome sweep beside a plain
 * count(*) over the same rows, sweeps again, and checks that each stalled client got exactly
 * one episode and one nudge.
 */
const AGENCIES = Number(process.env.BENCH_AGENCIES ?? 1_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
/** Every 20th client: 5%. */
const STALLED_EVERY = 20;

const seconds = (ms: number) => (ms / 1000).toFixed(3);

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
}

/** A fixed-offset zone where it is about noon now, so the nudges are due by day. */
function zoneAtNoon(now: Date): string {
  const offset = 12 - now.getUTCHours();
  return offset >= 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

async function main() {
  const bench = await createBenchDatabase(4);
  const { db } = bench;
  const now = new Date();
  try {
    process.stdout.write(`Seeding ${AGENCIES} agencies and ${CLIENTS} clients...\n`);
    await db.query(
      `INSERT INTO retainly_users (email, approval, plan, email_confirmed_at, agency_name, time_zone)
       SELECT 'agency' || a || '@bench.test', 'YES', 'ADVANCED', now(), 'Agency ' || a, $2
       FROM generate_series(1, $1) AS a`,
      [AGENCIES, zoneAtNoon(now)],
    );
    await db.query(
      `INSERT INTO agency_versions (id, user_id, tier)
       SELECT 'BenchV' || lpad(row_number() OVER (ORDER BY id)::text, 6, '0'), id, 'basic'
       FROM retainly_users`,
    );
    await db.query(
      `INSERT INTO agency_outcome_settings (user_id, stall_days)
       SELECT id, (ARRAY[2, 3, 7, 14])[1 + (row_number() OVER (ORDER BY id)) % 4]
       FROM retainly_users`,
    );
    // Client n belongs to version n % AGENCIES; every 20th is stalled (15 days without
    // activity), the odd ones of those never started; everyone else signed in within the day
    // (a third of them first signed in today and have not started yet).
    await db.query(
      `INSERT INTO portal_clients (version_id, name, email, identity, created_at, last_login_at,
         started_at)
       SELECT 'BenchV' || lpad((1 + n % $2)::text, 6, '0'), 'Client ' || n,
              'client' || n || '@shop.test', 'client' || n || '@shop.test',
              CASE WHEN n % $4 <> 0 AND n % 3 = 0
                   THEN $3::timestamptz - (n % 1440) * interval '1 minute'
                   ELSE $3::timestamptz - interval '30 days' END,
              CASE WHEN n % $4 = 0 THEN $3::timestamptz - interval '15 days'
                   ELSE $3::timestamptz - (n % 1440) * interval '1 minute' END,
              CASE WHEN n % $4 = 0 AND (n / $4) % 2 = 1 THEN NULL
                   WHEN n % 3 = 0 THEN NULL
                   ELSE $3::timestamptz - interval '29 days' END
       FROM generate_series(1, $1) AS n`,
      [CLIENTS, AGENCIES, now, STALLED_EVERY],
    );
    // The clients who started watched something: one progress row each, beat as they last came.
    await db.query(
      `INSERT INTO module_progress (client_id, category_id, module_id, watched_seconds,
         duration_seconds, started_at, beat_at, credit_clock)
       SELECT id, 'foundational-setup', 'account-tour', 60, 300, started_at, last_login_at,
              last_login_at
       FROM portal_clients WHERE started_at IS NOT NULL`,
    );
    await db.query(`ANALYZE`);

    const count = await timed(() => db.query(`SELECT count(*)::int AS n FROM portal_clients`));
    if (process.env.BENCH_SEED_ONLY) return;
    const first = await timed(() => new OutcomeSweep(db).sweep(now));
    const second = await timed(() => new OutcomeSweep(db).sweep(new Date(now.getTime() + 60_000)));
    const [check]: { stalled: number; episodes_once: number; nudged_once: number }[] =
      await db.query(
        `SELECT
           (SELECT count(*)::int FROM portal_clients
             WHERE last_login_at <= $1::timestamptz - interval '14 days') AS stalled,
           (SELECT count(*)::int FROM (SELECT client_id FROM client_stalls GROUP BY client_id
             HAVING count(*) = 1) e) AS episodes_once,
           (SELECT count(*)::int FROM (SELECT client_id FROM client_nudges GROUP BY client_id
             HAVING count(*) = 1) n) AS nudged_once`,
        [now],
      );

    process.stdout.write(
      [
        `clients: ${count.value[0].n}, agencies: ${AGENCIES}`,
        `count seconds: ${seconds(count.ms)}`,
        `sweep seconds: ${seconds(first.ms)}`,
        `stalled found: ${first.value.counts.opened}`,
        `nudges queued: ${first.value.counts.nudgesQueued}`,
        `second sweep seconds: ${seconds(second.ms)} (opened ${second.value.counts.opened}, nudges ${second.value.counts.nudgesQueued})`,
        `stalled clients: ${check.stalled}, with exactly one episode: ${check.episodes_once}`,
        `nudged once: ${check.nudged_once}`,
        '',
      ].join('\n'),
    );
    const ok =
      first.value.counts.opened === check.stalled &&
      check.episodes_once === check.stalled &&
      check.nudged_once === check.stalled &&
      second.value.counts.opened === 0 &&
      second.value.counts.nudgesQueued === 0;
    if (!ok) throw new Error('a stalled client missed its episode or nudge, or got two');
    process.stdout.write('each stalled client: one episode, one nudge\n');
  } finally {
    if (process.env.BENCH_KEEP_DATABASE) process.stdout.write(`kept ${bench.url}\n`);
    else await bench.drop();
  }
}

runBench(main);
