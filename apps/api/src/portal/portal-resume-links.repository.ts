import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PortalLanguage } from '@retainly/domain';

export interface ResumedClient {
  id: string;
  name: string | null;
  email: string | null;
  language: PortalLanguage | null;
}

/** portal_resume_links: the single-use sign-in links in reminder e-mails. */
@Injectable()
export class PortalResumeLinksRepository {
  /**
   * Uses the link up if it is unused, unexpired and of this version's client, in the caller's
   * transaction; signs the client in (last_login_at, as a sign-in does) and ends their open
   * stall episode as resumed. Two clicks at once: the row lock lets exactly one through.
   */
  async consume(
    manager: EntityManager,
    hash: Buffer,
    versionId: string,
  ): Promise<ResumedClient | undefined> {
    const [client]: ResumedClient[] = await manager.query(
      `WITH used AS (
         UPDATE portal_resume_links l SET used_at = now()
         FROM portal_clients p
         WHERE l.token_hash = $1 AND l.used_at IS NULL AND l.expires_at > now()
           AND p.id = l.client_id AND p.version_id = $2
         RETURNING l.client_id),
       signed_in AS (
         UPDATE portal_clients p SET last_login_at = now()
         FROM used WHERE p.id = used.client_id
         RETURNING p.id, p.name, p.email, p.language),
       resumed AS (
         UPDATE client_stalls s SET ended_at = now(), end_reason = 'resumed'
         FROM used WHERE s.client_id = used.client_id AND s.ended_at IS NULL
         RETURNING s.client_id),
       -- onboarding-stalled comes off the client's contact in the agency's own HighLevel.
       marked AS (SELECT mark_highlevel_write_backs(array(SELECT client_id FROM resumed)) AS n)
       SELECT id, name, email, language, (SELECT n FROM marked) AS marked FROM signed_in`,
      [hash, versionId],
    );
    return client;
  }
}
