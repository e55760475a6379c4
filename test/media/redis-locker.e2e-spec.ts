import { randomUUID } from 'node:crypto';
import { ERRORS } from '@tus/utils';
import Redis from 'ioredis';
import { RedisLocker } from '../../apps/api/src/media/redis-locker';
import { TEST_REDIS_URL } from '../support/test-environment';

/** tus' lock on Redis, as two api replicas hold it (two lockers, two pairs of connections). */
describe('RedisLocker', () => {
  const connections: Redis[] = [];
  const prefix = `locker-test-${randomUUID()}:`;
  const locker = () => {
    const [commands, subscriber] = [new Redis(TEST_REDIS_URL), new Redis(TEST_REDIS_URL)];
    connections.push(commands, subscriber);
    return new RedisLocker(commands, subscriber, prefix);
  };
  let replicaA: RedisLocker;
  let replicaB: RedisLocker;

  beforeAll(async () => {
    [replicaA, replicaB] = [locker(), locker()];
    // Subscriptions are under way once a round trip on each subscriber has come back.
    await Promise.all(connections.map((connection) => connection.ping()));
  });
  afterAll(() => Promise.all(connections.map((connection) => connection.quit())));

  it("asks the other replica's holder to let go, and takes the lock once it has", async () => {
    const id = randomUUID();
    const held = replicaA.newLock(id);
    let asked = 0;
    await held.lock(new AbortController().signal, () => {
      asked += 1;
      // As tus does: the holder's request ends a moment later and unlocks.
      setTimeout(() => void held.unlock(), 100);
    });

    const waiting = replicaB.newLock(id);
    const started = Date.now();
    await waiting.lock(new AbortController().signal, () => undefined);
    expect(asked).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(await replicaB.redis.get(`${prefix}${id}`)).not.toBeNull();
    await waiting.unlock();
    expect(await replicaB.redis.get(`${prefix}${id}`)).toBeNull();
  });

  it('gives up with ERR_LOCK_TIMEOUT when its request is aborted while waiting', async () => {
    const id = randomUUID();
    const held = replicaA.newLock(id);
    await held.lock(new AbortController().signal, () => undefined); // a holder that never lets go
    const abort = new AbortController();
    setTimeout(() => abort.abort(), 200);
    await expect(replicaB.newLock(id).lock(abort.signal, () => undefined)).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    await held.unlock();
  });

  it('never deletes a lock another request holds now', async () => {
    const id = randomUUID();
    const first = replicaA.newLock(id);
    await first.lock(new AbortController().signal, () => undefined);
    // Its key expired (a replica paused past the TTL) and another request took the lock.
    await replicaA.redis.del(`${prefix}${id}`);
    const second = replicaB.newLock(id);
    await second.lock(new AbortController().signal, () => undefined);
    await first.unlock();
    expect(await replicaB.redis.get(`${prefix}${id}`)).not.toBeNull();
    await second.unlock();
  });
});
