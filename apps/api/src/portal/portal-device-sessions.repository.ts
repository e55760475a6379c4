import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { hashToken, newToken } from '@retainly/database';
import type { SignedInClient } from './portal-clients.repository';

/** How long a device that proved its address keeps signing in without a code, unused. */
export const DEVICE_SESSION_DAYS = 180;

/**
 * portal_device_sessions: a device that proved the client's address, held in an httpOnly
 * cookie. Each use extends it by DEVICE_SESSION_DAYS; signing out on the device revokes it.
 */
@Injectable()
export class PortalDeviceSessionsRepository {
  async create(manager: EntityManager, clientId: string): Promise<string> {
    const { token, hash } = newToken();
    await manager.query(
      `INSERT INTO portal_device_sessions (token_hash, client_id, expires_at)
       VALUES ($1, $2, now() + make_interval(days => $3))`,
      [hash, clientId, DEVICE_SESSION_DAYS],
    );
    return token;
  }

  /**
   * The client whose live device session this is, when it belongs to this version's client of
   * `email`; the session is touched and extended. Another address finds nothing.
   */
  async use(
    manager: EntityManager,
    token: string,
    versionId: string,
    email: string,
  ): Promise<SignedInClient | undefined> {
    const [client]: SignedInClient[] = await manager.query(
      `WITH used AS (
         UPDATE portal_device_sessions d
            SET last_used_at = now(), expires_at = now() + make_interval(days => $4)
           FROM portal_clients p
          WHERE d.token_hash = $1 AND d.revoked_at IS NULL AND d.expires_at > now()
            AND p.id = d.client_id AND p.version_id = $2 AND p.identity = $3
          RETURNING d.client_id)
       SELECT id, name, email, language FROM portal_clients WHERE id = (SELECT client_id FROM used)`,
      [hashToken(token), versionId, email, DEVICE_SESSION_DAYS],
    );
    return client;
  }

  async revoke(manager: EntityManager, token: string): Promise<void> {
    await manager.query(
      `UPDATE portal_device_sessions SET revoked_at = now()
       WHERE token_hash = $1 AND revoked_at IS NULL`,
      [hashToken(token)],
    );
  }
}
