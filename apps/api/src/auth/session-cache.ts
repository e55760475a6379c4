import type { ActiveSession } from './sessions.service';

interface Entry {
  session: ActiveSession;
  /** Local clock (ms): after this the entry is not served. */
  servedUntil: number;
}

/** More entries than this and the oldest goes (about 2 KB each). */
const MAX_ENTRIES = 20_000;
/** More users forgotten than this between flushes and everything is flushed instead. */
const MAX_FORGOTTEN_USERS = 10_000;

/**
 * Sessions read from PostgreSQL, kept in this process's memory by the token's hash.
 *
 * It serves only while `live`: while SessionChangeListener holds a LISTEN connection that
 * answered a probe recently, so every change to a user or a session (a PostgreSQL trigger
 * NOTIFYs on each) reaches forgetUser() here within milliseconds. When that connection is lost
 * or stops answering, the cache empties and every request reads PostgreSQL until the listener
 * is back (fail safe: it never serves what it might have missed).
 *
 * A read that began before a change must not store what it read: each read takes a ticket
 * first, and store() refuses when the user (or everything) was forgotten after that ticket.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByUser = new Map<string, Set<string>>();
  private generation = 0;
  private flushedAt = 0;
  private readonly userForgottenAt = new Map<string, number>();
  private liveUntil = 0;

  constructor(
    /** 0 turns the cache off. */
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Whether entries may be served now (the listener vouched for the channel recently). */
  get live(): boolean {
    return this.enabled && this.now() < this.liveUntil;
  }

  /**
   * The listener has just started LISTENing: whatever changed before may have been missed, so
   * start empty, and refuse what reads begun before now would store.
   */
  resume(untilMs: number): void {
    this.forgetAll();
    this.liveUntil = untilMs;
  }

  /** The listener's probe answered: invalidations are still reaching us, up to `untilMs`. */
  confirmLive(untilMs: number): void {
    if (this.liveUntil > 0) this.liveUntil = untilMs;
  }

  /** The listener lost its connection: serve nothing, and forget everything (we may miss changes). */
  suspend(): void {
    this.liveUntil = 0;
    this.forgetAll();
  }

  /** Taken before reading a session from PostgreSQL, handed back to store(). */
  ticket(): number {
    return this.generation;
  }

  get(key: string): ActiveSession | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!this.live || this.now() >= entry.servedUntil) {
      this.remove(key, entry.session.user.id);
      return undefined;
    }
    return entry.session;
  }

  /**
   * Keeps a session read with `ticket` unless its user was forgotten since. `expiresAt` is the
   * session row's; the entry stops a TTL before it, so a clock ahead of PostgreSQL's by less
   * than the TTL can never stretch a session.
   */
  store(key: string, session: ActiveSession, expiresAt: Date, ticket: number): void {
    if (!this.live) return;
    const userId = session.user.id;
    if (this.flushedAt > ticket || (this.userForgottenAt.get(userId) ?? -1) > ticket) return;
    const now = this.now();
    const servedUntil = Math.min(now + this.ttlMs, expiresAt.getTime() - this.ttlMs);
    if (servedUntil <= now) return;
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(key)) this.evictOldest();
    this.entries.set(key, { session, servedUntil });
    let keys = this.keysByUser.get(userId);
    if (!keys) this.keysByUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  /** Drops every cached session of `userId` (a NOTIFY from the trigger, or a local change). */
  forgetUser(userId: string): void {
    this.generation += 1;
    if (this.userForgottenAt.size >= MAX_FORGOTTEN_USERS) {
      this.forgetAll();
      return;
    }
    this.userForgottenAt.set(userId, this.generation);
    for (const key of this.keysByUser.get(userId) ?? []) this.entries.delete(key);
    this.keysByUser.delete(userId);
  }

  forgetAll(): void {
    this.generation += 1;
    this.flushedAt = this.generation;
    this.userForgottenAt.clear();
    this.entries.clear();
    this.keysByUser.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private evictOldest(): void {
    const [key, entry] = this.entries.entries().next().value as [string, Entry];
    this.remove(key, entry.session.user.id);
  }

  private remove(key: string, userId: string): void {
    this.entries.delete(key);
    const keys = this.keysByUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(userId);
  }
}
