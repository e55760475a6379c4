import { UserEntity } from '@retainly/database';
import { SessionCache } from './session-cache';
import type { ActiveSession } from './sessions.service';
import { DAY_MS } from '@retainly/domain';

const TTL = 30_000;

function sessionOf(userId: string, sessionId = `s-${userId}`): ActiveSession {
  const user = new UserEntity();
  user.id = userId;
  return { sessionId, user };
}

describe('SessionCache', () => {
  let clock: number;
  let cache: SessionCache;
  const inADay = () => new Date(clock + DAY_MS);

  beforeEach(() => {
    clock = 1_000_000;
    cache = new SessionCache(TTL, () => clock);
    cache.resume(clock + 1_500);
  });

  it('serves a stored session until the TTL', () => {
    const session = sessionOf('u1');
    cache.store('k1', session, inADay(), cache.ticket());
    expect(cache.get('k1')).toBe(session);
    clock += TTL - 1;
    cache.confirmLive(clock + 1_500);
    expect(cache.get('k1')).toBe(session);
    clock += 1;
    expect(cache.get('k1')).toBeUndefined();
  });

  it('stops a TTL before the session expires, so a fast clock never stretches a session', () => {
    cache.store('k1', sessionOf('u1'), new Date(clock + TTL + 5_000), cache.ticket());
    clock += 5_000;
    expect(cache.get('k1')).toBeUndefined();
    cache.store('k2', sessionOf('u2'), new Date(clock + TTL), cache.ticket());
    expect(cache.get('k2')).toBeUndefined();
  });

  it("forgets every session of a user, and only that user's", () => {
    cache.store('a1', sessionOf('a', 'a1'), inADay(), cache.ticket());
    cache.store('a2', sessionOf('a', 'a2'), inADay(), cache.ticket());
    cache.store('b1', sessionOf('b'), inADay(), cache.ticket());
    cache.forgetUser('a');
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b1')).toBeDefined();
  });

  it('refuses what a read begun before a change would store (the read may predate the change)', () => {
    const ticket = cache.ticket();
    cache.forgetUser('u1'); // the NOTIFY arrives while the read is in flight
    cache.store('k1', sessionOf('u1'), inADay(), ticket);
    expect(cache.get('k1')).toBeUndefined();
    // Another user's read in flight at the same time is not affected.
    cache.store('k2', sessionOf('u2'), inADay(), ticket);
    expect(cache.get('k2')).toBeDefined();
    // A read begun after the change stores.
    cache.store('k1', sessionOf('u1'), inADay(), cache.ticket());
    expect(cache.get('k1')).toBeDefined();
  });

  it('refuses every read in flight across a flush', () => {
    const ticket = cache.ticket();
    cache.forgetAll();
    cache.store('k1', sessionOf('u1'), inADay(), ticket);
    expect(cache.get('k1')).toBeUndefined();
  });

  it('serves nothing once the listener stops vouching for the channel (no probe answer)', () => {
    cache.store('k1', sessionOf('u1'), inADay(), cache.ticket());
    clock += 1_500;
    expect(cache.live).toBe(false);
    expect(cache.get('k1')).toBeUndefined();
    cache.store('k2', sessionOf('u2'), inADay(), cache.ticket());
    expect(cache.size).toBe(0);
  });

  it('empties when the listener loses its connection, and stays off until it LISTENs again', () => {
    cache.store('k1', sessionOf('u1'), inADay(), cache.ticket());
    const inFlight = cache.ticket();
    cache.suspend();
    expect(cache.get('k1')).toBeUndefined();
    cache.confirmLive(clock + 1_500); // a late probe answer does not turn it back on
    expect(cache.live).toBe(false);
    cache.resume(clock + 1_500);
    // A read begun while the channel was down may have missed a change: not stored.
    cache.store('k1', sessionOf('u1'), inADay(), inFlight);
    expect(cache.get('k1')).toBeUndefined();
  });

  it('is off with a TTL of 0', () => {
    const off = new SessionCache(0, () => clock);
    off.resume(clock + 1_500);
    off.store('k1', sessionOf('u1'), inADay(), off.ticket());
    expect(off.enabled).toBe(false);
    expect(off.get('k1')).toBeUndefined();
  });
});
