import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { PortalLanguage } from '@retainly/domain';
import { upsertPortalClient, type ClientSignIn, type SignedInClient } from '@retainly/database';

export type { ClientSignIn, SignedInClient };

/**
 * The api's writes to `portal_clients`, as users.repository.ts is for `retainly_users`. Two
 * single statements that change a client together with another table stay with the rule they
 * serve, so each stays atomic: the resume link's sign-in (portal-resume-links.repository.ts)
 * and the reminders' unsubscribe (outcomes/client-nudges.repository.ts).
 */
@Injectable()
export class PortalClientsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The client of this identity, created at their first sign-in; later ones refresh it. */
  signIn(manager: EntityManager, client: ClientSignIn): Promise<SignedInClient> {
    return upsertPortalClient(manager, client);
  }

  /** The client proved their address (an e-mailed code or link): kept from the first time. */
  async markIdentityVerified(manager: EntityManager, clientId: string): Promise<void> {
    await manager.query(
      `UPDATE portal_clients SET identity_verified_at = now()
       WHERE id = $1 AND identity_verified_at IS NULL`,
      [clientId],
    );
  }

  async setLanguage(clientId: string, language: PortalLanguage): Promise<void> {
    await this.db.query(`UPDATE portal_clients SET language = $2 WHERE id = $1`, [
      clientId,
      language,
    ]);
  }

  /** Sets started_at once; false when the client had already started. */
  async markStarted(manager: EntityManager, clientId: string, at: Date): Promise<boolean> {
    const started: unknown[] = await manager.query(
      `WITH started AS (UPDATE portal_clients SET started_at = $2
         WHERE id = $1 AND started_at IS NULL RETURNING id)
       SELECT id FROM started`,
      [clientId, at],
    );
    return started.length > 0;
  }
}
