import { Redis } from 'ioredis';
import { Client } from 'pg';
import type { AppConfig } from '@retainly/config';
import {
  createDataSource,
  ensureDatabase,
  maintenanceUrl,
  redactUrl,
  shipCatalogueTranslations,
} from '@retainly/database';
import { redisOptionsFromUrl } from '@retainly/queues';

/** A problem an operator can fix; printed as is, without a stack trace. */
export class PreflightError extends Error {
  override name = 'PreflightError';
}

const HOW_TO_START_POSTGRES =
  'Start it with `docker compose up -d postgres` or your system service ' +
  '(e.g. `sudo service postgresql start`), or point DATABASE_URL at a running server.';
const HOW_TO_START_REDIS =
  'Start it with `docker compose up -d redis` or your system service ' +
  '(e.g. `sudo service redis-server start`), or point REDIS_URL at a running server.';

export async function checkPostgres(databaseUrl: string): Promise<void> {
  const client = new Client({
    connectionString: maintenanceUrl(databaseUrl),
    connectionTimeoutMillis: 3_000,
  });
  try {
    await client.connect();
  } catch (error) {
    throw new PreflightError(
      `PostgreSQL is not reachable at ${redactUrl(databaseUrl)} (${(error as Error).message}). ${HOW_TO_START_POSTGRES}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function checkRedis(redisUrl: string): Promise<void> {
  const redis = new Redis({
    ...redisOptionsFromUrl(redisUrl),
    lazyConnect: true,
    connectTimeout: 3_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new PreflightError(
      `Redis is not reachable at ${redactUrl(redisUrl)} (${(error as Error).message}). ${HOW_TO_START_REDIS}`,
    );
  } finally {
    redis.disconnect();
  }
}

/**
 * Creates the database if missing, applies pending migrations (returns their names) and ships
 * the catalogue's translations.
 */
export async function migrate(config: AppConfig, direction: 'up' | 'down'): Promise<string[]> {
  await checkPostgres(config.DATABASE_URL);
  await ensureDatabase(config.DATABASE_URL);
  const dataSource = await createDataSource({ url: config.DATABASE_URL, poolSize: 1 }).initialize();
  try {
    if (direction === 'down') {
      await dataSource.undoLastMigration();
      return ['reverted the last migration'];
    }
    const applied = await dataSource.runMigrations();
    // The catalogue's shipped translations, each offered once (docs/translations.md).
    await shipCatalogueTranslations(dataSource);
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}

/** Runs a script body; operator-fixable problems become one line and exit code 1. */
export function runScript(body: () => Promise<void>): void {
  body().catch((error: Error) => {
    const known = error instanceof PreflightError;
    process.stderr.write(`${known ? error.message : (error.stack ?? error.message)}\n`);
    process.exit(1);
  });
}
