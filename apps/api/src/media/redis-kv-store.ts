import type { KvStore } from '@tus/utils';
import type Redis from 'ioredis';

/**
 * tus' KvStore on Redis with an expiry, for the S3Store's upload metadata: every api replica
 * reads the same entry (the default MemoryKvStore is per process). Like @tus/utils'
 * IoRedisKvStore, but an entry left by an upload the worker expired goes by itself.
 */
export class ExpiringRedisKvStore<T> implements KvStore<T> {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlMs: number,
  ) {}

  async get(key: string): Promise<T | undefined> {
    const value = await this.redis.get(`${this.prefix}${key}`);
    return value === null ? undefined : (JSON.parse(value) as T);
  }

  async set(key: string, value: T): Promise<void> {
    await this.redis.set(`${this.prefix}${key}`, JSON.stringify(value), 'PX', this.ttlMs);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}${key}`);
  }
}
