import type { ChainableCommander, Redis } from 'ioredis';
import { withTimeout } from '@retainly/queues';

/** Basic-auth guesses per client IP: 10 wrong ones, then none at all for the rest of 15 minutes. */
export const BASIC_AUTH_LIMIT = { failures: 10, windowMs: 15 * 60_000 } as const;

/** A limit check must answer quickly or not at all: a hung Redis must not hang the request. */
const REDIS_TIMEOUT_MS = 2_000;

async function replies(commands: ChainableCommander, what: string): Promise<unknown[]> {
  const results = await withTimeout(commands.exec(), REDIS_TIMEOUT_MS, what);
  if (!results) throw new Error(`${what} was aborted`);
  return results.map(([error, value]) => {
    if (error) throw error;
    return value;
  });
}

/**
 * Failed attempts per key (a client IP) in Redis, so every api replica shares the count: the
 * window opens at the first failure and, once `failures` are in, every attempt is refused until
 * it closes. Only failures count, so an operator's board polling with the right credentials
 * never uses it up.
 */
export class FailedAttempts {
  constructor(
    private readonly redis: Redis,
    private readonly name: string,
    private readonly limit: { failures: number; windowMs: number } = BASIC_AUTH_LIMIT,
  ) {}

  private key(id: string) {
    return `${this.name}:failures:${id}`;
  }

  /** Seconds until `id` may try again; 0 while it is under the limit. */
  async lockedFor(id: string): Promise<number> {
    const key = this.key(id);
    const [count, ttl] = await replies(
      this.redis.multi().get(key).pttl(key),
      'Failed-attempt check',
    );
    return this.secondsLeft(Number(count ?? 0), Number(ttl));
  }

  /** Counts one failure; answers lockedFor's seconds as they now stand. */
  async fail(id: string): Promise<number> {
    const key = this.key(id);
    const [, count, ttl] = await replies(
      this.redis.multi().set(key, 0, 'PX', this.limit.windowMs, 'NX').incr(key).pttl(key),
      'Failed-attempt count',
    );
    return this.secondsLeft(Number(count), Number(ttl));
  }

  private secondsLeft(count: number, ttlMs: number): number {
    return count >= this.limit.failures && ttlMs > 0 ? Math.ceil(ttlMs / 1000) : 0;
  }
}
