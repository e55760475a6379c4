import { hash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { endAllSessions, hashToken, newToken, preparedQuery, UserEntity } from '@retainly/database';
import { SessionCache } from './session-cache';
import { SESSION_TTL_MS } from './session-cookie';

export interface ActiveSession {
  sessionId: string;
  user: UserEntity;
}

/** A row read with the session: a table with `id` (uuid) and `user_id`, and its columns. */
export interface OwnedRowLookup {
  /** A table name from our code, never from a request. */
  table: string;
  /** One list per table (the prepared statement is named after the table). */
  columns: readonly string[];
  id: string | null;
}

/** The token's SHA-256 (hashToken's digest) in base64: one-shot hashing, 4x createHash's speed. */
const cacheKey = (token: string) => hash('sha256', token, 'base64');

const isPlausibleToken = (token: string | undefined): token is string =>
  token !== undefined && token !== '' && token.length <= 100;

/**
 * Opaque, revocable sessions: the cookie holds a random token, PostgreSQL its hash. Sessions
 * read are kept in this process's SessionCache, which every change to a session or its user
 * empties at once (a trigger NOTIFYs every api process).
 */
@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cache: SessionCache,
  ) {}

  /** A fresh token at every sign-in (never reuse one across sign-ins). */
  async create(userId: string, manager: EntityManager = this.db.manager): Promise<string> {
    const { token, hash } = newToken();
    await manager.query(
      `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, $3)`,
      [userId, hash, new Date(Date.now() + SESSION_TTL_MS)],
    );
    return token;
  }

  /**
   * On every signed-in request: from the cache, else one indexed query as a named prepared
   * statement, so PostgreSQL plans it once per connection (2.4x the queries/s of an unnamed
   * one; see bench:api). The columns are named, never u.*, so a migration adding a column
   * cannot break the cached plan.
   */
  async resolve(token: string | undefined): Promise<ActiveSession | undefined> {
    if (!isPlausibleToken(token)) return undefined;
    const key = cacheKey(token);
    const cached = this.cache.get(key);
    if (cached) return cached;
    return this.read(key);
  }

  /** The session from the cache alone, at once (undefined: not there; resolve() reads it). */
  cached(token: string | undefined): ActiveSession | undefined {
    return isPlausibleToken(token) ? this.cache.get(cacheKey(token)) : undefined;
  }

  private async read(key: string): Promise<ActiveSession | undefined> {
    const ticket = this.cache.ticket();
    const { select, from, where } = this.sessionSql();
    const [row] = await preparedQuery<Record<string, unknown>>(
      this.db,
      'resolve-session',
      `SELECT ${select} ${from} WHERE ${where}`,
      [Buffer.from(key, 'base64')],
    );
    return row && this.remember(key, row, ticket);
  }

  /**
   * resolve() plus one row the user owns (`owned.table` has `id` and `user_id`), read in the
   * same statement: for a poll that runs every second, one round trip instead of two. `owned`
   * is undefined when no such row belongs to this user; `id` must be a uuid or null.
   */
  async resolveWithOwned<T>(
    token: string | undefined,
    owned: OwnedRowLookup,
  ): Promise<{ session: ActiveSession; owned: T | undefined } | undefined> {
    if (!isPlausibleToken(token)) return undefined;
    const key = cacheKey(token);
    const cached = this.cache.get(key);
    if (cached) return { session: cached, owned: await this.ownedRow<T>(cached.user.id, owned) };
    const ticket = this.cache.ticket();
    const { select, from, where } = this.sessionSql();
    const ownedColumns = owned.columns.map((column) => `o."${column}" AS "owned.${column}"`);
    ownedColumns.push('o.id IS NOT NULL AS "owned.found"');
    const [row] = await preparedQuery<Record<string, unknown>>(
      this.db,
      `resolve-session-with-${owned.table}`,
      `SELECT ${select}, ${ownedColumns.join(', ')} ${from}
       LEFT JOIN ${owned.table} o ON o.id = $2::uuid AND o.user_id = u.id
       WHERE ${where}`,
      [Buffer.from(key, 'base64'), owned.id],
    );
    if (!row) return undefined;
    const found = row['owned.found'] === true;
    const ownedRow = Object.fromEntries(owned.columns.map((c) => [c, row[`owned.${c}`]])) as T;
    return { session: this.remember(key, row, ticket), owned: found ? ownedRow : undefined };
  }

  /** resolveWithOwned's row alone, when the session came from the cache. */
  private async ownedRow<T>(userId: string, owned: OwnedRowLookup): Promise<T | undefined> {
    if (owned.id === null) return undefined;
    const columns = owned.columns.map((column) => `"${column}"`).join(', ');
    const [row] = await preparedQuery<Record<string, unknown>>(
      this.db,
      `owned-${owned.table}`,
      `SELECT ${columns} FROM ${owned.table} WHERE id = $1::uuid AND user_id = $2`,
      [owned.id, userId],
    );
    return row as T | undefined;
  }

  private sessionSqlParts?: { select: string; from: string; where: string };
  private userColumns: (readonly [string, string])[] = [];

  /** Every user column except the password hash, which never travels with a session. */
  private sessionSql() {
    if (this.sessionSqlParts) return this.sessionSqlParts;
    this.userColumns = this.db
      .getRepository(UserEntity)
      .metadata.columns.filter((column) => column.propertyName !== 'passwordHash')
      .map((column) => [column.propertyName, column.databaseName] as const);
    const list = this.userColumns.map(([, column]) => `u."${column}"`).join(', ');
    this.sessionSqlParts = {
      select: `s.id AS session_id, s.expires_at AS session_expires_at, ${list}`,
      from: 'FROM sessions s JOIN retainly_users u ON u.id = s.user_id',
      where: 's.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()',
    };
    return this.sessionSqlParts;
  }

  /** The session of a row, frozen (a cached one is shared by every request that reads it). */
  private remember(key: string, row: Record<string, unknown>, ticket: number): ActiveSession {
    const user = new UserEntity();
    for (const [property, column] of this.userColumns) {
      (user as unknown as Record<string, unknown>)[property] = row[column];
    }
    const session = Object.freeze({
      sessionId: row.session_id as string,
      user: Object.freeze(user),
    });
    this.cache.store(key, session, row.session_expires_at as Date, ticket);
    return session;
  }

  async revoke(token: string): Promise<void> {
    const revoked: { user_id: string }[] = await this.db.query(
      `WITH revoked AS (
         UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 RETURNING user_id
       ) SELECT user_id FROM revoked`,
      [hashToken(token)],
    );
    // The trigger's NOTIFY tells every process; this one forgets before it answers.
    for (const { user_id } of revoked) this.cache.forgetUser(user_id);
  }

  /** Ends every session of a user except `keep` (endAllSessions), and forgets them here. */
  async revokeAllForUser(userId: string, manager: EntityManager = this.db.manager, keep?: string) {
    await endAllSessions(manager, userId, keep);
    // Inside a transaction this runs before the commit: the trigger's NOTIFY at the commit
    // is what forgets any session read meanwhile.
    this.cache.forgetUser(userId);
  }
}
