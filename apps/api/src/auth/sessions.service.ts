import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { UserEntity, preparedQuery, hashToken, newToken } from '@retainly/database';
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

const isPlausibleToken = (token: string | undefined): token is string =>
  token !== undefined && token !== '' && token.length <= 100;

/** Opaque, revocable sessions: the cookie holds a random token, PostgreSQL its hash. */
@Injectable()
export class SessionsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

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
   * On every signed-in request: one indexed query as a named prepared statement, so PostgreSQL
   * plans it once per connection (2.4x the queries/s of an unnamed one; see bench:api). The
   * columns are named, never u.*, so a migration adding a column cannot break the cached plan.
   */
  async resolve(token: string | undefined): Promise<ActiveSession | undefined> {
    if (!isPlausibleToken(token)) return undefined;
    const { select, from, where } = this.sessionSql();
    const [row] = await preparedQuery<Record<string, unknown>>(
      this.db,
      'resolve-session',
      `SELECT ${select} ${from} WHERE ${where}`,
      [hashToken(token)],
    );
    return row && this.toSession(row);
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
    const { select, from, where } = this.sessionSql();
    const ownedColumns = owned.columns.map((column) => `o."${column}" AS "owned.${column}"`);
    ownedColumns.push('o.id IS NOT NULL AS "owned.found"');
    const [row] = await preparedQuery<Record<string, unknown>>(
      this.db,
      `resolve-session-with-${owned.table}`,
      `SELECT ${select}, ${ownedColumns.join(', ')} ${from}
       LEFT JOIN ${owned.table} o ON o.id = $2::uuid AND o.user_id = u.id
       WHERE ${where}`,
      [hashToken(token), owned.id],
    );
    if (!row) return undefined;
    const found = row['owned.found'] === true;
    const ownedRow = Object.fromEntries(owned.columns.map((c) => [c, row[`owned.${c}`]])) as T;
    return { session: this.toSession(row), owned: found ? ownedRow : undefined };
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
      select: `s.id AS session_id, ${list}`,
      from: 'FROM sessions s JOIN retainly_users u ON u.id = s.user_id',
      where: 's.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()',
    };
    return this.sessionSqlParts;
  }

  private toSession(row: Record<string, unknown>): ActiveSession {
    const user = new UserEntity();
    for (const [property, column] of this.userColumns) {
      (user as unknown as Record<string, unknown>)[property] = row[column];
    }
    return { sessionId: row.session_id as string, user };
  }

  async revoke(token: string): Promise<void> {
    await this.db.query(`UPDATE sessions SET revoked_at = now() WHERE token_hash = $1`, [
      hashToken(token),
    ]);
  }

  /** Ends every session of a user (password reset, access removed), except `keep`. */
  async revokeAllForUser(userId: string, manager: EntityManager = this.db.manager, keep?: string) {
    await manager.query(
      `UPDATE sessions SET revoked_at = now()
       WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR id <> $2)`,
      [userId, keep ?? null],
    );
  }
}
