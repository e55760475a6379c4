import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type Redis from 'ioredis';

/** How long a lock lives in Redis without being renewed: a replica that died frees it then. */
export const LOCK_TTL_MS = 10_000;
/** How long a request waits for a lock before tus answers 500 ERR_LOCK_TIMEOUT. */
export const LOCK_ACQUIRE_TIMEOUT_MS = 30_000;
const RETRY_MS = 50;

/** Deletes or renews the key only while it still holds this lock's token. */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`;

/**
 * tus' Locker over Redis, so every api replica serialises the requests of one upload
 * (@tus/server ships only a MemoryLocker, per process). A lock is `SET <prefix><id> <token> NX
 * PX`, renewed while held. As the MemoryLocker does, a request that finds the lock taken asks its
 * holder to let go (tus then ends the holder's PATCH after its lockDrainTimeout, keeping the bytes
 * already written): the ask is published on `<prefix>release:<id>` and the replica holding the
 * lock calls the holder's release callback.
 */
export class RedisLocker implements Locker {
  /** Locks this process holds, by upload id: their release callbacks. */
  readonly held = new Map<string, RequestRelease>();
  private readonly channelPrefix: string;

  /**
   * `redis` runs the commands; `subscriber` is a connection of its own (one in subscriber mode
   * takes no other command), subscribed here.
   */
  constructor(
    readonly redis: Redis,
    subscriber: Redis,
    readonly prefix: string,
  ) {
    this.channelPrefix = `${prefix}release:`;
    // The subscriber waits out an outage (maxRetriesPerRequest null, see mount-uploads), so this
    // lands whenever Redis does; a refusal is only logged, never an unhandled rejection.
    subscriber.psubscribe(`${this.channelPrefix}*`).catch((error: Error) => {
      subscriber.emit('error', error);
    });
    subscriber.on('pmessage', (_pattern, channel: string) => {
      const release = this.held.get(channel.slice(this.channelPrefix.length));
      if (release) void release();
    });
  }

  newLock(id: string): Lock {
    return new RedisLock(this, id);
  }

  askRelease(id: string): Promise<number> {
    return this.redis.publish(`${this.channelPrefix}${id}`, '1');
  }
}

class RedisLock implements Lock {
  private readonly token = randomUUID();
  private readonly key: string;
  private renewal?: NodeJS.Timeout;
  private release?: RequestRelease;

  constructor(
    private readonly locker: RedisLocker,
    private readonly id: string,
  ) {
    this.key = `${locker.prefix}${id}`;
  }

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + LOCK_ACQUIRE_TIMEOUT_MS;
    const { redis } = this.locker;
    while (!signal.aborted && Date.now() < deadline) {
      if ((await redis.set(this.key, this.token, 'PX', LOCK_TTL_MS, 'NX')) === 'OK') {
        this.release = requestRelease;
        this.locker.held.set(this.id, requestRelease);
        this.renewal = setInterval(() => {
          void redis.eval(RENEW, 1, this.key, this.token, LOCK_TTL_MS).catch(() => undefined);
        }, LOCK_TTL_MS / 3);
        this.renewal.unref();
        return;
      }
      await this.locker.askRelease(this.id);
      await sleep(RETRY_MS);
    }
    throw ERRORS.ERR_LOCK_TIMEOUT;
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal);
    // Another request of this process may hold it now (this one's key had expired).
    if (this.locker.held.get(this.id) === this.release) this.locker.held.delete(this.id);
    await this.locker.redis.eval(RELEASE, 1, this.key, this.token);
  }
}
