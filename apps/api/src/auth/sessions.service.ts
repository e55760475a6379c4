import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { UserEntity } from '@retainly/database';
import { SESSION_TTL_MS } from './session-cookie';
import { hashToken, newToken } from './tokens';

export interface ActiveSession {
  sessionId: string;
  user: UserEntity;
}

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

  /** On every signed-in request: one indexed query, no ORM query building. */
  async resolve(token: string | undefined): Promise<ActiveSession | undefined> {
    if (!token || token.length > 100) return undefined;
    const [row]: (Record<string, unknown> & { session_id: string })[] = await this.db.query(
      `SELECT s.id AS session_id, u.* FROM sessions s JOIN retainly_users u ON u.id = s.user_id
       WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [hashToken(token)],
    );
    return row && { sessionId: row.session_id, user: this.toUser(row) };
  }

  private userColumns?: (readonly [string, string])[];

  private toUser(row: Record<string, unknown>): UserEntity {
    this.userColumns ??= this.db
      .getRepository(UserEntity)
      .metadata.columns.map((column) => [column.propertyName, column.databaseName] as const);
    const user = new UserEntity();
    for (const [property, column] of this.userColumns) {
      (user as unknown as Record<string, unknown>)[property] = row[column];
    }
    delete (user as Partial<UserEntity>).passwordHash; // never carried around with the session
    return user;
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
