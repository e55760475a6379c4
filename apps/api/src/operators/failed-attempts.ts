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

// Gives one attempt back; never creates the key (a DECR after it expired would leave -1 forever).
const GIVE_BACK = `if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECR', KEYS[1]) end return 0`;

/** One attempt, counted before its credentials are checked. */
export interface TakenAttempt {
  /** Over the limit: refuse it unchecked, with Retry-After `retryAfter`. */
  refused: boolean;
  /** The last one allowed: if it is wrong too, answer 429 rather than invite another. */
  last: boolean;
  /** Seconds until the window closes. */
  retryAfter: number;
}

/**
 * Failed attempts per key (a client IP) in Redis, so every api replica shares the count: the
 * window opens at the first attempt and, once `failures` are in, every attempt is refused until
 * it closes. Each attempt is counted atomically before the credentials are compared, so a
 * parallel burst cannot get more than `failures` compared; a right one is given back, so an
 * operator's board polling with the right credentials never uses it up.
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

  /** Counts an attempt by `id`; check `refused` before comparing anything. */
  async take(id: string): Promise<TakenAttempt> {
    const key = this.key(id);
    const [, count, ttl] = await replies(
      this.redis.multi().set(key, 0, 'PX', this.limit.windowMs, 'NX').incr(key).pttl(key),
      'Failed-attempt count',
    );
    const n = Number(count);
    return {
      refused: n > this.limit.failures,
      last: n >= this.limit.failures,
      retryAfter: Math.max(1, Math.ceil(Number(ttl) / 1000)),
    };
  }

  /** The attempt's credentials were right: it does not count as a failure. */
  async giveBack(id: string): Promise<void> {
    await withTimeout(this.redis.eval(GIVE_BACK, 1, this.key(id)), REDIS_TIMEOUT_MS, 'Give-back');
  }
}
