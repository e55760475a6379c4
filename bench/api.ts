import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { spawnApi, stopAll, waitUntilUp } from './api-process';
import { autosaveAtSteadyRate, BENCH_INPUTS, BENCH_OFFER, paidUserCookies } from './autosave';
import { createBenchDatabase } from './bench-database';
import { measureRevocation } from './revocation';
import { runBench } from './run-bench';
import { round } from './stats';

/**
 * `npm run bench:api`: GET /api/me with a valid session cookie, 50 connections for 10 s,
 * beside a bare node:http hello-world (the baseline) and a bare NestJS route (what the framework
 * alone allows) measured in the same run. Then, as the same paid user: the AI job-status poll
 * (GET /api/ai/offers/:id, flat out like /me) and the tool-data autosave (PUT
 * /api/tool-data/marketing at a steady 200 req/s). Each server runs in its own process;
 * autocannon runs here. Last, with two more api processes: how long a session signed out on one
 * is still served by the other (the session cache), beside one /me round trip.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const AUTOSAVE_RATE = 200;

const HELLO = `require('node:http').createServer((q, s) => s.end('hello')).listen(Number(process.env.PORT), '127.0.0.1')`;

async function load(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: 10, duration: 2, headers }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main() {
  const bench = await createBenchDatabase(2);
  const { db } = bench;
  const token = randomBytes(32).toString('base64url');
  // A paid agency (the tools need approval YES), so every row is measured as one user.
  const [user] = await db.query(
    `INSERT INTO retainly_users
       (email, approval, plan, initial_questions_completed, trial_started_at, trial_ends_at,
        email_confirmed_at)
     VALUES ('bench@retainly.test', 'YES', 'ADVANCED', true, now() - interval '30 days',
             now() - interval '23 days', now()) RETURNING id`,
  );
  // What the client polls (a generation being written) and the one answer with the offer.
  const [running, finished] = await db.query(
    `INSERT INTO ai_generations
       (user_id, inputs, max_attempts, status, attempts, result, writer, finished_at)
     VALUES ($1, $2, 3, 'running', 1, NULL, NULL, NULL),
            ($1, $2, 3, 'succeeded', 1, $3, 'offline', now())
     RETURNING id`,
    [user.id, JSON.stringify(BENCH_INPUTS), JSON.stringify(BENCH_OFFER)],
  );
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
    [user.id, createHash('sha256').update(token).digest()],
  );

  const apiPort = 31_000 + Math.floor(Math.random() * 500);
  const helloPort = apiPort + 500;
  const frameworkPort = apiPort + 1000;
  const children: ChildProcess[] = [
    spawnApi(bench, apiPort, { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' }),
    spawn(process.execPath, ['-e', HELLO], { env: { PORT: String(helloPort) }, stdio: 'ignore' }),
    spawn(process.execPath, [join(__dirname, 'nest-hello.js')], {
      env: { PORT: String(frameworkPort) },
      stdio: 'ignore',
    }),
  ];
  try {
    const cookie = { cookie: `retainly_session=${token}` };
    const meUrl = `http://127.0.0.1:${apiPort}/api/me`;
    const helloUrl = `http://127.0.0.1:${helloPort}/`;
    await waitUntilUp(meUrl, cookie);
    const frameworkUrl = `http://127.0.0.1:${frameworkPort}/api/me`;
    await waitUntilUp(helloUrl);
    await waitUntilUp(frameworkUrl);

    process.stdout.write(
      `Baseline: node:http hello-world, ${CONNECTIONS} connections, ${DURATION_S} s...\n`,
    );
    const baseline = await load(helloUrl);
    process.stdout.write(
      `Reference: bare NestJS + Fastify route, ${CONNECTIONS} connections, ${DURATION_S} s...\n`,
    );
    const framework = await load(frameworkUrl);
    process.stdout.write(
      `GET /api/me with a session, ${CONNECTIONS} connections, ${DURATION_S} s...\n`,
    );
    const me = await load(meUrl, cookie);
    const statusUrl = (id: string) => `http://127.0.0.1:${apiPort}/api/ai/offers/${id}`;
    process.stdout.write(
      `GET /api/ai/offers/:id (job status poll, running), ${CONNECTIONS} connections, ${DURATION_S} s...\n`,
    );
    const status = await load(statusUrl(running.id), cookie);
    process.stdout.write(`... and the final answer, with the offer (about 2 KB)...\n`);
    const finalStatus = await load(statusUrl(finished.id), cookie);
    process.stdout.write(
      `PUT /api/tool-data/marketing (autosave) at ${AUTOSAVE_RATE} req/s, ${DURATION_S} s...\n`,
    );
    const autosave = await autosaveAtSteadyRate(
      `http://127.0.0.1:${apiPort}`,
      await paidUserCookies(db, AUTOSAVE_RATE),
      AUTOSAVE_RATE,
      DURATION_S,
    );

    process.stdout.write(
      `A session revoked, two apis that hold it asked until they refuse, 200 times...\n`,
    );
    const revocation = await measureRevocation(bench, user.id, [apiPort + 1500, apiPort + 1600]);

    process.stdout.write(
      [
        '',
        `baseline req/s: ${round(baseline.rps, 0)}`,
        `baseline p50: ${round(baseline.p50)} ms`,
        `baseline p99: ${round(baseline.p99)} ms`,
        `framework req/s: ${round(framework.rps, 0)}`,
        `framework p99: ${round(framework.p99)} ms`,
        `me req/s: ${round(me.rps, 0)}`,
        `me p50: ${round(me.p50)} ms`,
        `me p99: ${round(me.p99)} ms`,
        `ratio: ${round(me.rps / baseline.rps, 3)} x`,
        `ratio to framework: ${round(me.rps / framework.rps, 3)} x`,
        `job status req/s: ${round(status.rps, 0)}`,
        `job status p99: ${round(status.p99)} ms`,
        `job status to me: ${round(status.rps / me.rps, 3)} x`,
        `job status final req/s: ${round(finalStatus.rps, 0)}`,
        `job status final p99: ${round(finalStatus.p99)} ms`,
        `autosave req/s: ${round(autosave.rps, 0)}`,
        `autosave p50: ${round(autosave.p50)} ms`,
        `autosave p99: ${round(autosave.p99)} ms`,
        `me round trip p50: ${round(revocation.roundTripP50)} ms`,
        `revocation p50: ${round(revocation.p50)} ms`,
        `revocation p99: ${round(revocation.p99)} ms`,
        `revocation max: ${round(revocation.max)} ms`,
        '',
      ].join('\n'),
    );
  } finally {
    await stopAll(children);
    await bench.drop();
  }
}

runBench(main);
