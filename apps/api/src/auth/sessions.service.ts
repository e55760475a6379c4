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

  async resolve(token: string | undefined): Promise<ActiveSession | undefined> {
    if (!token || token.length > 100) return undefined;
    const [row]: { id: string; user_id: string }[] = await this.db.query(
      `SELECT id, user_id FROM sessions
       WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
      [hashToken(token)],
    );
    if (!row) return undefined;
    const user = await this.db.getRepository(UserEntity).findOneBy({ id: row.user_id });
    return user ? { sessionId: row.id, user } : undefined;
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
