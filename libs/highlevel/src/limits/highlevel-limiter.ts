import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { HighLevelRateLimited } from '../client/highlevel-errors';
import type { RateLimitReading } from '../client/rate-limit-headers';
import { DEFAULT_LIMIT_SETTINGS, type LimitSettings } from './highlevel-limits';

/**
 * Takes a slot for one request, atomically: 0 when it may go now, otherwise how many
 * milliseconds to wait (-1: the day's allowance is spent). The clock is Redis's, so every
 * worker counts on the same one.
 *
 * KEYS: the burst log (a sorted set of send times), the day's counter, the pause key.
 * ARGV: window ms, burst max, daily max, a unique member for this request.
 */
const TAKE_SLOT = `
local paused = redis.call('PTTL', KEYS[3])
if paused > 0 then return paused end
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return math.max(1, tonumber(oldest[2]) + window - now)
end
if tonumber(redis.call('GET', KEYS[2]) or '0') >= tonumber(ARGV[3]) then return -1 end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
redis.call('INCR', KEYS[2])
redis.call('EXPIRE', KEYS[2], 90000)
return 0`;

type LimiterRedis = Redis & {
  highlevelTakeSlot(burst: string, day: string, pause: string, ...args: string[]): Promise<number>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds from `now` to the next midnight UTC, when we assume the daily count resets. */
function untilNextUtcDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return next - now.getTime();
}

/**
 * One limiter per Marketplace app and resource (a location or a company) in Redis, shared by
 * every worker and api replica: each request takes a slot first, so together they never send
 * more than HighLevel allows. What HighLevel's headers say is taken as well: a response with
 * no requests remaining, or a 429, pauses the resource for the interval the headers give.
 */
export class HighLevelLimiter {
  private readonly redis: LimiterRedis;

  constructor(
    redis: Redis,
    /** Key prefix: the deployment's queue prefix and the app's id. */
    private readonly prefix: string,
    readonly settings: LimitSettings = DEFAULT_LIMIT_SETTINGS,
  ) {
    redis.defineCommand('highlevelTakeSlot', { numberOfKeys: 3, lua: TAKE_SLOT });
    this.redis = redis as LimiterRedis;
  }

  private keys(resource: string, now: Date) {
    const base = `${this.prefix}:hl-limit:${resource}`;
    return {
      burst: `${base}:burst`,
      day: `${base}:day:${now.toISOString().slice(0, 10)}`,
      pause: `${base}:pause`,
    };
  }

  /**
   * Waits for a slot for one request to `resource`. Throws HighLevelRateLimited when the wait
   * would be longer than `maxWaitMs` (the caller then retries later, e.g. as a delayed job).
   */
  async take(resource: string, maxWaitMs: number): Promise<void> {
    const started = Date.now();
    const { max, intervalMs } = this.settings.burst;
    const windowMs = String(intervalMs + this.settings.marginMs);
    for (;;) {
      const now = new Date();
      const keys = this.keys(resource, now);
      const wait = await this.redis.highlevelTakeSlot(
        keys.burst,
        keys.day,
        keys.pause,
        windowMs,
        String(max),
        String(this.settings.daily),
        randomUUID(),
      );
      if (wait === 0) return;
      const waitMs = wait < 0 ? untilNextUtcDay(now) : wait;
      if (Date.now() - started + waitMs > maxWaitMs) {
        throw new HighLevelRateLimited('HighLevel rate limit reached', null, waitMs);
      }
      await sleep(waitMs);
    }
  }

  /** Pauses every request to `resource` for `ms` (a 429, or the headers saying none remain). */
  async pause(resource: string, ms: number): Promise<void> {
    if (ms <= 0) return;
    const { pause } = this.keys(resource, new Date());
    // Sets it if absent, lengthens it if shorter, never shortens a longer pause already set.
    await this.redis
      .multi()
      .set(pause, '1', 'PX', Math.ceil(ms), 'NX')
      .pexpire(pause, Math.ceil(ms), 'GT')
      .exec();
  }

  /**
   * What a response said about the limits. Returns how long to wait before the next request
   * (0: go on): none remaining in the interval, or a 429, pause for the interval; none
   * remaining today, until the next UTC day.
   */
  async observe(resource: string, reading: RateLimitReading, status: number): Promise<number> {
    const intervalMs = reading.intervalMs ?? this.settings.burst.intervalMs;
    let waitMs = 0;
    if (reading.dailyRemaining === 0) waitMs = untilNextUtcDay(new Date());
    else if (status === 429 || reading.remaining === 0) waitMs = intervalMs;
    await this.pause(resource, waitMs);
    return waitMs;
  }
}
