import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { BenchDatabase } from './bench-database';
import { sleep } from './stats';

/** Signs the bench api's /media URLs (production requires a secret with the local store). */
export const BENCH_MEDIA_URL_SECRET = 'bench-only-media-url-secret-0123456789';

/** The built api in production mode on the bench's own database and Redis prefix. */
export function spawnApi(
  bench: Pick<BenchDatabase, 'url' | 'suffix'>,
  port: number,
  extraEnv: Record<string, string> = {},
): ChildProcess {
  // e.g. BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles it under load.
  const nodeArgs = process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return spawn(process.execPath, [...nodeArgs, join(__dirname, '..', 'apps/api/src/main.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: bench.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `bench_${bench.suffix}`,
      OPERATOR_USER: 'bench',
      OPERATOR_PASSWORD: 'bench-only-password',
      MEDIA_URL_SECRET: BENCH_MEDIA_URL_SECRET,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      ...extraEnv,
    },
    stdio: 'ignore',
  });
}

/** Polls `url` until it answers 2xx (15 s at most). */
export async function waitUntilUp(url: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 150; i += 1) {
    const ok = await fetch(url, { headers }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${url} did not come up`);
}

export async function stopAll(children: ChildProcess[]): Promise<void> {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) =>
          child.exitCode !== null ? resolve(null) : child.once('exit', resolve),
        ),
    ),
  );
}
