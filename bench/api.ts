import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { spawnApi, stopAll, waitUntilUp } from './api-process';
import { createBenchDatabase } from './bench-database';
import { runBench } from './run-bench';
import { round } from './stats';

/**
 * `npm run bench:api`: GET /api/me with a valid session cookie, 50 connections for 10 s,
 * beside a bare node:http hello-world (the baseline) and a bare NestJS route (what the framework
 * alone allows) measured in the same run. Each server runs in its own
 * process; autocannon runs here.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

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
  const [user] = await db.query(
    `INSERT INTO retainly_users (email, approval, trial_started_at, trial_ends_at, email_confirmed_at)
     VALUES ('bench@retainly.test', 'TRIALING', now(), now() + interval '7 days', now()) RETURNING id`,
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
        '',
      ].join('\n'),
    );
  } finally {
    await stopAll(children);
    await bench.drop();
  }
}

runBench(main);
