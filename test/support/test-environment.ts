import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from '@retainly/config';
import { createDataSource } from '@retainly/database';
import { OutboxWake } from '@retainly/queues';
import { createTestDatabase } from './test-database';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const TEST_WEBHOOK_SECRET = `whsec_${randomBytes(32).toString('base64')}`;

/**
 * One test file's world: its own database cloned from the migrated template, its own BullMQ
 * key prefix on the shared Redis, and a DataSource for the test's own queries.
 */
export interface TestEnvironment {
  databaseUrl: string;
  queuePrefix: string;
  db: DataSource;
  /** Environment variables for a process or config under test. */
  env(overrides?: Record<string, string>): Record<string, string>;
  config(overrides?: Record<string, string>): AppConfig;
  dispose(): Promise<void>;
}

export async function createTestEnvironment(): Promise<TestEnvironment> {
  const database = await createTestDatabase();
  const queuePrefix = `test_${randomBytes(4).toString('hex')}`;
  // Shared by every process of the test (api, worker, scripts), so each can check the others' URLs.
  const mediaUrlSecret = randomBytes(24).toString('hex');
  const db = await createDataSource({ url: database.url, poolSize: 4 }).initialize();
  // Events the test commits wake the relay as the api's do.
  const outboxWake = new OutboxWake({ REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: queuePrefix }, db);
  outboxWake.onModuleInit();
  const env = (overrides: Record<string, string> = {}) => ({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: queuePrefix,
    OUTBOX_POLL_MS: '500',
    MEDIA_URL_SECRET: mediaUrlSecret,
    // Tests change users and sessions with their own SQL and ask the api at once, which would
    // race the trigger's NOTIFY to the session cache (a millisecond). The cache's own tests
    // (test/auth/session-cache-*.e2e-spec.ts) turn it on.
    SESSION_CACHE_TTL_MS: '0',
    // A portal listing a Vimeo video looks its still up in the background: never on the
    // internet from a test (port 9 refuses at once); the external-players test has a stand-in.
    VIMEO_OEMBED_URL: 'http://127.0.0.1:9/api/oembed.json',
    // Test receivers listen on 127.0.0.1; the SSRF tests turn this off (and production refuses it).
    ...(overrides.NODE_ENV === 'production' ? {} : { AGENCY_WEBHOOK_ALLOW_PRIVATE: 'true' }),
    ...overrides,
  });
  return {
    databaseUrl: database.url,
    queuePrefix,
    db,
    env,
    config: (overrides) => loadConfig(env(overrides)),
    async dispose() {
      outboxWake.onApplicationShutdown();
      await db.destroy();
      await database.drop();
      await deleteKeys(`${queuePrefix}:*`);
    },
  };
}

/** Deletes every key matching `pattern` on the shared test Redis. */
export async function deleteKeys(pattern: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const keys = await redis.keys(pattern);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
