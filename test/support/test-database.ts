import { randomBytes } from 'node:crypto';
// Relative paths: jest's globalSetup runs without moduleNameMapper.
import { createDataSource } from '../../libs/database/src/data-source';
import { dropDatabase, ensureDatabase } from '../../libs/database/src/database-admin';

/** The server tests use; never the development database (`retainly`). */
export const TEST_SERVER_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * One template per jest run (named by globalSetup, inherited by the workers through the
 * environment), so two runs on one machine never drop each other's template.
 */
const templateDatabase = () =>
  (process.env.RETAINLY_TEST_TEMPLATE ??= `retainly_test_template_${randomBytes(4).toString('hex')}`);

export function databaseUrl(name: string): string {
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Builds the migrated template every test database is cloned from (once per run). */
export async function createTemplateDatabase(): Promise<void> {
  const url = databaseUrl(templateDatabase());
  await dropDatabase(url);
  await ensureDatabase(url);
  const dataSource = await createDataSource({ url, poolSize: 1 }).initialize();
  await dataSource.runMigrations();
  await dataSource.destroy();
}

export async function dropTemplateDatabase(): Promise<void> {
  await dropDatabase(databaseUrl(templateDatabase()));
}

/** A fresh, migrated database of its own for one test file. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = databaseUrl(`retainly_test_${randomBytes(6).toString('hex')}`);
  await ensureDatabase(url, templateDatabase());
  return { url, drop: () => dropDatabase(url) };
}
