import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource, dropDatabase, ensureDatabase } from '@retainly/database';

const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  /** Unique per run: names the database and the Redis key prefix. */
  suffix: string;
  url: string;
  db: DataSource;
  drop(): Promise<void>;
}

/** A migrated database of the benchmark's own, dropped afterwards (never the dev database). */
export async function createBenchDatabase(poolSize: number): Promise<BenchDatabase> {
  const suffix = randomBytes(4).toString('hex');
  const parsed = new URL(SERVER);
  parsed.pathname = `/retainly_bench_${suffix}`;
  const url = parsed.toString();
  await ensureDatabase(url);
  const db = await createDataSource({ url, poolSize }).initialize();
  await db.runMigrations();
  return {
    suffix,
    url,
    db,
    async drop() {
      await db.destroy();
      await dropDatabase(url);
    },
  };
}
