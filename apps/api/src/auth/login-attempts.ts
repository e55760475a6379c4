import { createHash } from 'node:crypto';
import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { ErrorCode } from '@retainly/domain';
import { redisOptionsFromUrl } from '@retainly/queues';
import { RATE_LIMIT_MESSAGE } from './rate-limit.module';

/** Failed sign-ins one client IP may make for one e-mail address before that pair is locked. */
export const LOGIN_FAILURE_LIMIT = 10;
/** How long those failures are remembered, and how long the pair's lock lasts. */
export const LOGIN_LOCK_MS = 10 * 60_000;
/**
 * Failed sign-ins for one address from all IPs together before it is locked for everyone: far
 * above what an owner mistypes, low enough that guessing from many IPs stays slow.
 */
export const ADDRESS_FAILURE_LIMIT = 100;
/** How long those failures are remembered, and how long the address's lock lasts. */
export const ADDRESS_LOCK_MS = 60 * 60_000;

/** The 429 of a locked address; the controller turns `retryAfterSeconds` into Retry-After. */
export class LoginLocked extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    const status = HttpStatus.TOO_MANY_REQUESTS;
    super(
      { statusCode: status, code: ErrorCode.TooManyAttempts, message: RATE_LIMIT_MESSAGE },
      status,
    );
  }
}

/** One attempt in progress: only the first of these calls counts, later ones do nothing. */
export interface LoginAttempt {
  /** The password was right: the attempt is not counted. */
  succeeded(): Promise<void>;
  /** Wrong password or unknown address: the attempt stays counted. */
  failed(): Promise<void>;
  /** Gives the attempt back unless it was settled: an error while checking it is no guess. */
  end(): Promise<void>;
}

// Each attempt is counted before the password is checked (so parallel guesses cannot slip past
// the limit) and given back when it succeeds. KEYS the counters (the pair, the address); ARGV
// each one's limit and window ms, in the same order. Answers the ms to wait, 0 when not locked.
const RESERVE = `
local counts = {}
for i, key in ipairs(KEYS) do
  counts[i] = redis.call('INCR', key)
  if counts[i] == 1 then redis.call('PEXPIRE', key, ARGV[2 * i]) end
end
local wait = 0
for i, key in ipairs(KEYS) do
  if counts[i] > tonumber(ARGV[2 * i - 1]) then wait = math.max(wait, redis.call('PTTL', key)) end
end
if wait > 0 then for _, key in ipairs(KEYS) do redis.call('DECR', key) end end
return wait`;
const RELEASE = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0`;
// The failure that reaches a counter's limit starts a full lock period for it.
const FAIL = `
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[2 * i - 1]) then
    redis.call('PEXPIRE', key, ARGV[2 * i])
  end
end
return 0`;

/** One failure counter: `key` is made unique by its caller (hash what identifies a person). */
export interface Counter {
  key: string;
  limit: number;
  windowMs: number;
}

interface MemoryCount {
  count: number;
  expiresAt: number;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Limits password guessing by counting failed sign-ins only, in Redis so every api replica
 * shares the count; a successful sign-in is never counted. Two counters: per address and client
 * IP (LOGIN_FAILURE_LIMIT in LOGIN_LOCK_MS locks that IP out of that address, so a guesser
 * cannot lock the owner out from elsewhere), and per address from every IP (ADDRESS_FAILURE_LIMIT
 * in ADDRESS_LOCK_MS locks it for everyone, bounding guesses spread over many IPs).
 * While Redis is disconnected, or does not answer within a second, the count falls back to this
 * process's memory (and the log says so) rather than failing or stalling sign-in.
 */
@Injectable()
export class LoginAttempts implements OnModuleDestroy {
  private readonly logger = new Logger(LoginAttempts.name);
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly memory = new Map<string, MemoryCount>();
  private countingInMemory = false;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.prefix = `${config.QUEUE_PREFIX}:login-failures:`;
    this.redis = new Redis({
      ...redisOptionsFromUrl(config.REDIS_URL),
      commandTimeout: 1000,
      enableOfflineQueue: false,
    });
    this.redis.on('error', () => {}); // each failed command is logged where it is handled
  }

  /**
   * Starts an attempt for `email` (normalized) from client `ip` (as the rate limiter keys it);
   * throws LoginLocked while the pair, or the address as a whole, is locked.
   */
  begin(email: string, ip: string): Promise<LoginAttempt> {
    return this.attempt([
      { key: sha256(`${email} ${ip}`), limit: LOGIN_FAILURE_LIMIT, windowMs: LOGIN_LOCK_MS },
      { key: sha256(email), limit: ADDRESS_FAILURE_LIMIT, windowMs: ADDRESS_LOCK_MS },
    ]);
  }

  /**
   * Starts an attempt counted on other `counters` (the portal's sign-in codes use the same
   * rule); throws LoginLocked while any of them is locked.
   */
  async attempt(ownCounters: Counter[]): Promise<LoginAttempt> {
    const counters = ownCounters.map((counter) => ({
      ...counter,
      key: `${this.prefix}${counter.key}`,
    }));
    const reserved = await this.reserve(counters);
    if (reserved.waitMs > 0) throw new LoginLocked(Math.ceil(reserved.waitMs / 1000));
    // The outcome goes to the store that counted the attempt, and only once: a memory count
    // must not be lowered for an attempt Redis counted, nor the other way round.
    let settled = false;
    const settle = (script: string, inMemory: () => void) => async () => {
      if (settled) return;
      settled = true;
      if (reserved.inMemory) return inMemory();
      try {
        await this.eval(script, counters);
      } catch (error) {
        this.logger.warn(`Sign-in attempt left as counted in Redis: ${String(error)}`);
      }
    };
    const release = settle(RELEASE, () => this.releaseInMemory(counters));
    return {
      succeeded: release,
      failed: settle(FAIL, () => this.failInMemory(counters)),
      end: release,
    };
  }

  onModuleDestroy() {
    this.redis.disconnect();
  }

  private async eval(script: string, counters: Counter[]): Promise<number> {
    // Not connected: no waiting for a reconnect, sign-in goes on at once.
    if (this.redis.status !== 'ready') throw new Error(`connection ${this.redis.status}`);
    const args = counters.flatMap(({ limit, windowMs }) => [limit, windowMs]);
    const keys = counters.map(({ key }) => key);
    return Number(await this.redis.eval(script, keys.length, ...keys, ...args));
  }

  private async reserve(counters: Counter[]): Promise<{ waitMs: number; inMemory: boolean }> {
    try {
      const waitMs = await this.eval(RESERVE, counters);
      if (this.countingInMemory) this.logger.log('Redis is back: sign-in attempts counted there');
      this.countingInMemory = false;
      return { waitMs, inMemory: false };
    } catch (error) {
      if (!this.countingInMemory) {
        this.countingInMemory = true;
        this.logger.warn(
          `Redis unavailable (${String(error)}): counting sign-in attempts in this process`,
        );
      }
      return { waitMs: this.reserveInMemory(counters), inMemory: true };
    }
  }

  private live(key: string): MemoryCount | undefined {
    const entry = this.memory.get(key);
    if (entry && entry.expiresAt <= Date.now()) this.memory.delete(key);
    return entry && entry.expiresAt > Date.now() ? entry : undefined;
  }

  private reserveInMemory(counters: Counter[]): number {
    if (this.memory.size > 10_000) for (const k of this.memory.keys()) this.live(k);
    const entries = counters.map(({ key, windowMs }) => {
      const entry = this.live(key) ?? { count: 0, expiresAt: Date.now() + windowMs };
      this.memory.set(key, entry);
      return entry;
    });
    const waitMs = Math.max(
      0,
      ...entries.map((entry, i) =>
        entry.count >= counters[i].limit ? entry.expiresAt - Date.now() : 0,
      ),
    );
    if (waitMs === 0) for (const entry of entries) entry.count += 1;
    return waitMs;
  }

  private releaseInMemory(counters: Counter[]) {
    for (const { key } of counters) {
      const entry = this.live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    }
  }

  private failInMemory(counters: Counter[]) {
    for (const { key, limit, windowMs } of counters) {
      const entry = this.live(key);
      if (entry && entry.count >= limit) entry.expiresAt = Date.now() + windowMs;
    }
  }
}
