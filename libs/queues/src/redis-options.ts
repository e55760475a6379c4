import type { RedisOptions } from 'ioredis';

/** The longest wait between two reconnect attempts while Redis is unreachable. */
export const MAX_RECONNECT_DELAY_MS = 500;

/**
 * Every connection retries at least twice a second, so health and queues see Redis back within
 * a second of its return. BullMQ's own default backs off to 20 s (it kept `/health` at
 * `redis: down` for 18.6 s after an outage ended); a refused connect costs next to nothing.
 */
export function reconnectDelay(attempt: number): number {
  return Math.min(50 * 2 ** Math.max(attempt - 1, 0), MAX_RECONNECT_DELAY_MS);
}

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
    retryStrategy: reconnectDelay,
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
