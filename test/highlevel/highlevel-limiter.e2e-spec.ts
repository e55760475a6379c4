import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { HighLevelLimiter, HighLevelRateLimited, type LimitSettings } from '@retainly/highlevel';
import { TEST_REDIS_URL } from '../support/test-environment';

const SMALL: LimitSettings = { burst: { max: 5, intervalMs: 600 }, daily: 1_000, marginMs: 0 };

describe('HighLevelLimiter (Redis, shared by every process)', () => {
  const connections: Redis[] = [];
  const limiter = (settings: LimitSettings = SMALL, prefix = `hl-test-${randomUUID()}`) => {
    const redis = new Redis(TEST_REDIS_URL);
    connections.push(redis);
    return new HighLevelLimiter(redis, prefix, settings);
  };
  afterAll(async () => {
    await Promise.all(connections.map((each) => each.quit()));
  });

  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HighLevelRateLimited);
    return error as HighLevelRateLimited;
  };

  it('lets the burst through, then says how long until the oldest request leaves the window', async () => {
    const limits = limiter();
    for (let i = 0; i < 5; i += 1) await limits.take('loc-1', 0);
    const refused = await refusal(limits.take('loc-1', 0));
    expect(refused.retryAfterMs).toBeGreaterThan(300);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(600);
    // Another resource has its own allowance.
    await limits.take('loc-2', 0);
  });

  it('waits for a slot when allowed to, and never lets more than the burst into one window', async () => {
    const limits = limiter();
    const sent: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, async () => {
        await limits.take('loc-1', 5_000);
        sent.push(Date.now());
      }),
    );
    sent.sort((a, b) => a - b);
    // Any 5 + 1 consecutive sends span at least the interval.
    for (let i = 5; i < sent.length; i += 1) {
      expect(sent[i]! - sent[i - 5]!).toBeGreaterThanOrEqual(600 - 15);
    }
  });

  it('is one count for every process on the same prefix', async () => {
    const prefix = `hl-test-${randomUUID()}`;
    const [a, b] = [limiter(SMALL, prefix), limiter(SMALL, prefix)];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).take('company-1', 0)),
    );
    expect(outcomes.filter((each) => each.status === 'fulfilled')).toHaveLength(5);
  });

  it('pauses the resource on a 429 or on none remaining, for the interval the headers give', async () => {
    const limits = limiter();
    expect(await limits.observe('loc-1', { intervalMs: 800 }, 429)).toBe(800);
    const refused = await refusal(limits.take('loc-1', 0));
    expect(refused.retryAfterMs).toBeGreaterThan(600);

    expect(await limits.observe('loc-2', { remaining: 0, intervalMs: 700 }, 200)).toBe(700);
    await refusal(limits.take('loc-2', 0));
    // A shorter pause never cuts a longer one short.
    await limits.pause('loc-2', 50);
    expect((await refusal(limits.take('loc-2', 0))).retryAfterMs).toBeGreaterThan(500);

    expect(await limits.observe('loc-3', { remaining: 40, intervalMs: 700 }, 200)).toBe(0);
    await limits.take('loc-3', 0);
  });

  it('stops for the day once the daily allowance is spent', async () => {
    const limits = limiter({ ...SMALL, daily: 3 });
    for (let i = 0; i < 3; i += 1) await limits.take('loc-1', 0);
    const refused = await refusal(limits.take('loc-1', 60_000));
    const now = new Date();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    expect(Math.abs(refused.retryAfterMs - (midnight - now.getTime()))).toBeLessThan(2_000);
    expect(await limits.observe('loc-2', { dailyRemaining: 0 }, 200)).toBeGreaterThan(0);
  });
});
