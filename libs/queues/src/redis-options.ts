import type { RedisOptions } from 'ioredis';

/** ioredis options from a redis:// or rediss:// URL (BullMQ takes options, not URLs). */
export function redisOptionsFromUrl(raw: string): RedisOptions {
  const url = new URL(raw);
  const db = url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0;
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 6379,
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: Number.isInteger(db) ? db : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
  };
}

/**
 * Producers give up on a command after a few reconnect attempts, so a Redis outage surfaces as
 * an error (the outbox keeps the event) instead of an ever-growing in-memory queue. A command
 * that does reach Redis late is harmless: job ids are deterministic.
 */
export function producerRedisOptions(url: string): RedisOptions {
  return { ...redisOptionsFromUrl(url), maxRetriesPerRequest: 3 };
}

/** Workers block on Redis and must wait out outages (BullMQ requires maxRetriesPerRequest null). */
export function workerRedisOptions(url: string): RedisOptions {
  return { ...redisOptionsFromUrl(url), maxRetriesPerRequest: null };
}
