import type { PortalLanguage } from '@retainly/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface UnsubscribeTarget {
  agency_name: string;
  primary_color: string | null;
  unsubscribed: boolean;
  language: PortalLanguage;
}

/** client_nudges, as far as their unsubscribe links go. */
@Injectable()
export class ClientNudgesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Whose reminders a link's token stops: the agency (for the page) and the client's state. */
  async byUnsubscribeToken(hash: Buffer): Promise<UnsubscribeTarget | undefined> {
    const [row]: UnsubscribeTarget[] = await this.db.query(
      `SELECT coalesce(nullif(u.agency_name, ''), nullif(u.full_name, ''), 'Your onboarding team')
                AS agency_name,
              u.primary_color, p.nudges_unsubscribed_at IS NOT NULL AS unsubscribed,
              coalesce(p.language, v.language) AS language
       FROM client_nudges n
       JOIN portal_clients p ON p.id = n.client_id
       JOIN agency_versions v ON v.id = p.version_id
       JOIN retainly_users u ON u.id = v.user_id
       WHERE n.unsubscribe_token_hash = $1`,
      [hash],
    );
    return row;
  }

  /** Stops every further nudge to the token's client (idempotent); false for an unknown token. */
  async unsubscribe(hash: Buffer): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `WITH stopped AS (
         UPDATE portal_clients p SET nudges_unsubscribed_at = coalesce(p.nudges_unsubscribed_at, now())
         FROM client_nudges n WHERE n.unsubscribe_token_hash = $1 AND p.id = n.client_id
         RETURNING p.id)
       SELECT id FROM stopped`,
      [hash],
    );
    return rows.length > 0;
  }
}
