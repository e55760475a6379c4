import type { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Rate-limit counters in Redis (shared by every api replica) that fail open to this process's
 * memory while Redis is unreachable. A limit per process is weaker than a shared one, but a
 * sign-in page that answers 500, or waits 15 s, during a Redis outage is worse: the routes it
 * guards do not need Redis themselves. The shared store must fail fast (a short command
 * timeout, no offline queue) for this to help.
 */
export class FailOpenThrottlerStorage
  implements ThrottlerStorage, OnModuleInit, OnApplicationShutdown
{
  private readonly logger = new Logger('RateLimits');
  private readonly local = new ThrottlerStorageService();
  private failingOver = false;

  constructor(
    private readonly shared: ThrottlerStorageRedisService,
    private readonly connectWaitMs: number,
  ) {}

  /** Gives Redis a moment to connect at boot, so the first requests already share counters. */
  async onModuleInit(): Promise<void> {
    const { redis } = this.shared;
    if (redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, this.connectWaitMs);
      redis.once('ready', done);
    });
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    try {
      const record = await this.shared.increment(key, ttl, limit, blockDuration, throttlerName);
      if (this.failingOver) {
        this.failingOver = false;
        this.logger.log('Redis is back: rate limits are shared again');
      }
      return record;
    } catch (error) {
      if (!this.failingOver) {
        this.failingOver = true;
        this.logger.warn(
          { err: (error as Error).message },
          'Redis unreachable: rate limits fall back to this process until it returns',
        );
      }
      return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  onApplicationShutdown(): void {
    this.local.onApplicationShutdown();
    this.shared.onModuleDestroy();
  }
}
