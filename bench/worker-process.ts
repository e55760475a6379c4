import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { BENCH_MEDIA_URL_SECRET } from './api-process';
import type { BenchDatabase } from './bench-database';

/** The built worker in production mode on the bench's own database and Redis prefix. */
export function spawnWorker(
  bench: Pick<BenchDatabase, 'url' | 'suffix'>,
  healthPort: number,
  extraEnv: Record<string, string> = {},
): ChildProcess {
  // e.g. BENCH_WORKER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles it under load.
  const nodeArgs = process.env.BENCH_WORKER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return spawn(process.execPath, [...nodeArgs, join(__dirname, '..', 'apps/worker/src/main.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      OPERATOR_USER: 'bench',
      OPERATOR_PASSWORD: 'bench-only-password',
      MEDIA_URL_SECRET: BENCH_MEDIA_URL_SECRET,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      DATABASE_URL: bench.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `bench_${bench.suffix}`,
      WORKER_HEALTH_PORT: String(healthPort),
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
