import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { Pool } from 'pg';
import { DASHBOARD_PAGE_SIZE } from '@retainly/domain';
import { CLIENTS_SUMMARY, pageOfClients } from '../apps/api/src/dashboard/dashboard.sql';
import { HELP_CLIENTS } from '../apps/api/src/dashboard/help-use.sql';
import { insertSession } from '../test/support/factories';
import { spawnApi, stopAll, waitUntilUp } from './api-process';
import { benchAgency, createBenchDatabase } from './bench-database';
import { runBench } from './run-bench';
import { percentile, round } from './stats';

/**
 * `npm run bench:dashboard`: one agency with 10,000 clients and 220,000 completions (every
 * tenth client's last one self-reported, every other one with the progress row its heartbeats
 * left: 219,000 rows); the dashboard's first page through the api (p50/p95 over 200 requests)
 * beside the same SQL run directly with pg in the same run. Every 20th client is in an open
 * stall episode (issue #18), and the 'At risk' page sorted by health (which scores every
 * client before its LIMIT) is timed through the api too.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);
const REQUESTS = 200;

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 10; i += 1) await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

async function main() {
  const bench = await createBenchDatabase(2);
  const { db } = bench;
  const user = await benchAgency(
    db,
    {
      email: 'bench@retainly.test',
      approval: 'YES',
      plan: 'ADVANCED',
      email_confirmed_at: new Date(),
    },
    'BenchVersion',
  );
  const token = await insertSession(db, user.id);
  process.stdout.write(`Seeding ${CLIENTS} clients, their completions and progress...\n`);
  await db.query(
    `INSERT INTO portal_clients (version_id, name, email, identity, last_login_at)
     SELECT 'BenchVersion', 'Client ' || n, 'client' || n || '@shop.test', 'client' || n || '@shop.test',
       now() - (n % 30) * interval '1 day'
     FROM generate_series(1, $1) AS n`,
    [CLIENTS],
  );
  // Every tenth client marked the last module done themselves; everything else was watched.
  const selfReported = `v.position = (SELECT max(position) FROM video_catalogue)
    AND c.email LIKE 'client%0@shop.test'`;
  await db.query(
    `INSERT INTO module_completions (client_id, category_id, module_id, self_reported)
     SELECT c.id, v.category_id, v.module_id, ${selfReported}
       FROM portal_clients c CROSS JOIN video_catalogue v`,
  );
  await db.query(
    `INSERT INTO module_progress (client_id, category_id, module_id, watched, watched_seconds,
       duration_seconds, position_seconds, started_at, beat_at, completed_at)
     SELECT c.id, v.category_id, v.module_id, ARRAY[0, v.minutes * 60], v.minutes * 60,
       v.minutes * 60, v.minutes * 60, c.last_login_at, c.last_login_at, c.last_login_at
       FROM portal_clients c CROSS JOIN video_catalogue v WHERE NOT (${selfReported})`,
  );
  await db.query(
    `INSERT INTO client_stalls (client_id, user_id, reason, stall_days, inactive_since)
     SELECT id, $1, 'idle', 3, last_login_at FROM portal_clients WHERE email LIKE 'client%0@shop.test'
       AND substring(email FROM '[0-9]+')::int % 20 = 0`,
    [user.id],
  );
  // Half the clients used the CRM's help panel: opened, searched, played (the 'Help in CRM'
  // figure reads these).
  await db.query(
    `INSERT INTO help_events (version_id, client_id, kind, route, query, category_id, module_id,
       created_at)
     SELECT 'BenchVersion', c.id, k.kind, 'contacts', CASE k.kind WHEN 'searched' THEN 'import' END,
       CASE k.kind WHEN 'played' THEN 'foundational-setup' END,
       CASE k.kind WHEN 'played' THEN 'import-contacts' END, c.last_login_at
       FROM portal_clients c CROSS JOIN (VALUES ('opened'), ('searched'), ('played')) k (kind)
      WHERE substring(c.email FROM '[0-9]+')::int % 2 = 0`,
  );
  await db.query(`ANALYZE`);

  const port = 33_000 + Math.floor(Math.random() * 1000);
  const api = spawnApi(bench, port);
  const pool = new Pool({ connectionString: bench.url, max: 2 });
  try {
    const url = `http://127.0.0.1:${port}/api/dashboard/clients`;
    const headers = { cookie: `retainly_session=${token}` };
    await waitUntilUp(url, headers);

    process.stdout.write(`Raw SQL (pg, the dashboard's query), ${REQUESTS} runs...\n`);
    const raw = await timed(() =>
      // The api's two statements, one after the other on a single connection.
      pool
        .query(pageOfClients({ order: 'last_login_at DESC', atRisk: false, healthOrder: false }), [
          user.id,
          null,
          null,
          null,
          DASHBOARD_PAGE_SIZE,
          0,
        ])
        .then(() => pool.query(CLIENTS_SUMMARY, [user.id, null, null, null])),
    );
    process.stdout.write(`GET /api/dashboard/clients, ${REQUESTS} requests...\n`);
    let rowsReturned = 0;
    const api200 = await timed(async () => {
      const res = await fetch(url, { headers });
      if (!res.ok) throw new Error(`dashboard answered ${res.status}`);
      rowsReturned = ((await res.json()) as { rows: unknown[] }).rows.length;
    });

    process.stdout.write(
      `GET /api/dashboard/clients?filter=at-risk&sort=health, ${REQUESTS} requests...\n`,
    );
    let atRiskTotal = 0;
    const atRisk = await timed(async () => {
      const res = await fetch(`${url}?filter=at-risk&sort=health&order=asc`, { headers });
      if (!res.ok) throw new Error(`dashboard answered ${res.status}`);
      atRiskTotal = ((await res.json()) as { total: number }).total;
    });

    // The 'Help in CRM' figure runs beside the page: its own time and plan (15,000 events).
    const help = await timed(() => pool.query(HELP_CLIENTS, [user.id, null]));
    const plan = (await pool.query(`EXPLAIN ${HELP_CLIENTS}`, [user.id, null])).rows
      .map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN'])
      .join('\n');
    const helpScan =
      /(Seq Scan|Index Only Scan|Index Scan|Bitmap Heap Scan)( using \w+)? on help_events/.exec(
        plan,
      )?.[0] ?? plan;

    const p50 = (t: number[]) => round(percentile(t, 0.5));
    const p95 = (t: number[]) => round(percentile(t, 0.95));
    process.stdout.write(
      [
        '',
        `rows per page: ${rowsReturned} of ${CLIENTS}`,
        `raw sql p50: ${p50(raw)} ms`,
        `raw sql p95: ${p95(raw)} ms`,
        `dashboard p50: ${p50(api200)} ms`,
        `dashboard p95: ${p95(api200)} ms`,
        `help in crm figure p95: ${p95(help)} ms (${helpScan})`,
        `ratio p95: ${round(percentile(api200, 0.95) / percentile(raw, 0.95), 2)} x`,
        `at-risk clients: ${atRiskTotal} of ${CLIENTS}`,
        `at-risk page p50: ${p50(atRisk)} ms`,
        `at-risk page p95: ${p95(atRisk)} ms`,
        '',
      ].join('\n'),
    );
  } finally {
    await pool.end();
    await stopAll([api]);
    await bench.drop();
  }
}

runBench(main);
