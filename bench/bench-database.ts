import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource, dropDatabase, ensureDatabase } from '@retainly/database';
import { insertUser, type UserFields } from '../test/support/factories';

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

/**
 * An agency (`fields`: its retainly_users columns, as the tests' factories name them) and its
 * basic onboarding version `versionId`, the portal a bench's clients use.
 */
export async function benchAgency(
  db: DataSource,
  fields: UserFields,
  versionId: string,
): Promise<{ id: string }> {
  const user = await insertUser(db, fields);
  await db.query(`INSERT INTO agency_versions (id, user_id, tier) VALUES ($1, $2, 'basic')`, [
    versionId,
    user.id,
  ]);
  return user;
}
