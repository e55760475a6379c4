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
import { redisOptionsFromUrl } from '@retainly/queues';
import { RATE_LIMIT_MESSAGE } from './rate-limit.module';

/** Failed sign-ins an e-mail address may collect before it is locked. */
export const LOGIN_FAILURE_LIMIT = 10;
/** How long failures are remembered, and how long the lock lasts after the last one. */
export const LOGIN_LOCK_MS = 10 * 60_000;

/** The 429 of a locked address; the controller turns `retryAfterSeconds` into Retry-After. */
export class LoginLocked extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    const status = HttpStatus.TOO_MANY_REQUESTS;
    super({ statusCode: status, code: 'too_many_attempts', message: RATE_LIMIT_MESSAGE }, status);
  }
}

/** One attempt in progress: exactly one of the two is called when the outcome is known. */
export interface LoginAttempt {
  /** The password was right: the attempt is not counted. */
  succeeded(): Promise<void>;
  /** Wrong password or unknown address: the attempt stays counted. */
  failed(): Promise<void>;
}

// Each attempt is counted before the password is checked (so parallel guesses cannot slip past
// the limit) and given back when it succeeds. KEYS[1] the counter; ARGV limit, window ms.
const RESERVE = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if n > tonumber(ARGV[1]) then
  redis.call('DECR', KEYS[1])
  return redis.call('PTTL', KEYS[1])
end
return 0`;
const RELEASE = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;
// The failure that reaches the limit starts a full lock period.
const FAIL = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;

interface MemoryCount {
  count: number;
  expiresAt: number;
}

/**
 * Limits password guessing per e-mail address by counting failed sign-ins only, in Redis so every
 * api replica shares the count: a successful sign-in is never counted, and after
 * LOGIN_FAILURE_LIMIT failures every attempt, right password or not, gets 429 until the lock ends.
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

  /** Starts an attempt for `email` (normalized); throws LoginLocked while the address is locked. */
  async begin(email: string): Promise<LoginAttempt> {
    const key = this.prefix + createHash('sha256').update(email).digest('hex');
    const reserved = await this.run(RESERVE, key, () => this.reserveInMemory(key));
    if (reserved.result > 0) throw new LoginLocked(Math.ceil(reserved.result / 1000));
    // The outcome goes to the store that counted the attempt.
    const settle = (script: string, inMemory: () => number) => async () => {
      if (reserved.inMemory) inMemory();
      else await this.run(script, key, inMemory);
    };
    return {
      succeeded: settle(RELEASE, () => this.releaseInMemory(key)),
      failed: settle(FAIL, () => this.failInMemory(key)),
    };
  }

  onModuleDestroy() {
    this.redis.disconnect();
  }

  private async run(
    script: string,
    key: string,
    inMemory: () => number,
  ): Promise<{ result: number; inMemory: boolean }> {
    try {
      // Not connected: no waiting for a reconnect, sign-in goes on at once.
      if (this.redis.status !== 'ready') throw new Error(`connection ${this.redis.status}`);
      const result = await this.redis.eval(script, 1, key, LOGIN_FAILURE_LIMIT, LOGIN_LOCK_MS);
      if (this.countingInMemory) this.logger.log('Redis is back: sign-in attempts counted there');
      this.countingInMemory = false;
      return { result: Number(result), inMemory: false };
    } catch (error) {
      if (!this.countingInMemory) {
        this.countingInMemory = true;
        this.logger.warn(
          `Redis unavailable (${String(error)}): counting sign-in attempts in this process`,
        );
      }
      return { result: inMemory(), inMemory: true };
    }
  }

  private live(key: string): MemoryCount | undefined {
    const entry = this.memory.get(key);
    if (entry && entry.expiresAt <= Date.now()) this.memory.delete(key);
    return entry && entry.expiresAt > Date.now() ? entry : undefined;
  }

  private reserveInMemory(key: string): number {
    if (this.memory.size > 10_000) for (const k of this.memory.keys()) this.live(k);
    const entry = this.live(key) ?? { count: 0, expiresAt: Date.now() + LOGIN_LOCK_MS };
    this.memory.set(key, entry);
    if (entry.count >= LOGIN_FAILURE_LIMIT) return entry.expiresAt - Date.now();
    entry.count += 1;
    return 0;
  }

  private releaseInMemory(key: string): number {
    const entry = this.live(key);
    if (entry && entry.count > 0) entry.count -= 1;
    return 0;
  }

  private failInMemory(key: string): number {
    const entry = this.live(key);
    if (entry && entry.count >= LOGIN_FAILURE_LIMIT) entry.expiresAt = Date.now() + LOGIN_LOCK_MS;
    return 0;
  }
}
