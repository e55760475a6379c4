import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { EndpointDeliveryStatus } from '@retainly/domain';

/** An endpoint as the agency sees it; the secret itself never leaves this file but on create/rotate. */
export interface EndpointRow {
  id: string;
  url: string;
  description: string | null;
  event_types: string[];
  secret_tail: string;
  previous_secret_until: Date | null;
  created_at: Date;
  failing_since: Date | null;
  disabled_at: Date | null;
  disabled_reason: string | null;
  last_status: EndpointDeliveryStatus | null;
  last_at: Date | null;
}

export interface EndpointFields {
  url?: string;
  description?: string | null;
  eventTypes?: string[];
  /** false: turned off by the agency; true: on again, its failure streak forgotten. */
  enabled?: boolean;
}

export const TURNED_OFF_BY_AGENCY = 'You turned this endpoint off.';

const VIEW = `
  SELECT e.id, e.url, e.description, e.event_types, right(e.secret, 4) AS secret_tail,
         CASE WHEN e.previous_secret_until > now() THEN e.previous_secret_until END
           AS previous_secret_until,
         e.created_at, e.failing_since, e.disabled_at, e.disabled_reason,
         last.status AS last_status, last.at AS last_at
    FROM agency_endpoints e
    LEFT JOIN LATERAL (
      SELECT m.status, coalesce(m.finished_at, m.created_at) AS at
        FROM agency_webhook_messages m
       WHERE m.endpoint_id = e.id
       ORDER BY m.created_at DESC, m.id DESC LIMIT 1) last ON true`;

/** agency_endpoints: an agency's webhook endpoints. Every query is scoped to the agency. */
@Injectable()
export class AgencyEndpointsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  list(userId: string): Promise<EndpointRow[]> {
    return this.db.query(`${VIEW} WHERE e.user_id = $1 ORDER BY e.created_at, e.id`, [userId]);
  }

  async find(
    userId: string,
    id: string,
    manager: EntityManager = this.db.manager,
  ): Promise<EndpointRow | undefined> {
    const rows: EndpointRow[] = await manager.query(`${VIEW} WHERE e.user_id = $1 AND e.id = $2`, [
      userId,
      id,
    ]);
    return rows[0];
  }

  /** How many endpoints the agency has, holding its user row so two creates cannot both pass. */
  async countLocked(manager: EntityManager, userId: string): Promise<number> {
    await manager.query(`SELECT 1 FROM retainly_users WHERE id = $1 FOR UPDATE`, [userId]);
    const [{ count }] = await manager.query(
      `SELECT count(*)::int AS count FROM agency_endpoints WHERE user_id = $1`,
      [userId],
    );
    return count as number;
  }

  async insert(
    manager: EntityManager,
    userId: string,
    fields: Required<Omit<EndpointFields, 'enabled'>>,
    secret: string,
  ): Promise<string> {
    const [{ id }] = await manager.query(
      `INSERT INTO agency_endpoints (user_id, url, description, event_types, secret)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [userId, fields.url, fields.description, fields.eventTypes, secret],
    );
    return id as string;
  }

  /** Applies the given fields; false when the agency has no such endpoint. */
  async update(userId: string, id: string, fields: EndpointFields): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `WITH updated AS (
         UPDATE agency_endpoints SET
           url = coalesce($3, url),
           description = CASE WHEN $4 THEN $5 ELSE description END,
           event_types = coalesce($6, event_types),
           disabled_at = CASE WHEN $7::boolean IS NULL THEN disabled_at
                              WHEN $7 THEN NULL ELSE coalesce(disabled_at, now()) END,
           disabled_reason = CASE WHEN $7::boolean IS NULL THEN disabled_reason
                                  WHEN $7 THEN NULL
                                  WHEN disabled_at IS NULL THEN $8 ELSE disabled_reason END,
           failing_since = CASE WHEN $7 THEN NULL ELSE failing_since END,
           updated_at = now()
         WHERE user_id = $1 AND id = $2 RETURNING id)
       SELECT id FROM updated`,
      [
        userId,
        id,
        fields.url ?? null,
        fields.description !== undefined,
        fields.description ?? null,
        fields.eventTypes ?? null,
        fields.enabled ?? null,
        TURNED_OFF_BY_AGENCY,
      ],
    );
    return rows.length > 0;
  }

  /**
   * The new secret signs from now on; the one it replaces goes on signing beside it for
   * `overlapHours` (a secret replaced before that is dropped: only the latest old one overlaps).
   */
  async setSecret(
    userId: string,
    id: string,
    secret: string,
    overlapHours: number,
  ): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `WITH updated AS (
         UPDATE agency_endpoints
            SET previous_secret = secret,
                previous_secret_until = now() + make_interval(hours => $4),
                secret = $3, updated_at = now()
          WHERE user_id = $1 AND id = $2 RETURNING id)
       SELECT id FROM updated`,
      [userId, id, secret, overlapHours],
    );
    return rows.length > 0;
  }

  /** Deletes the endpoint with its messages and attempts (cascade). */
  async delete(userId: string, id: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `WITH deleted AS (DELETE FROM agency_endpoints WHERE user_id = $1 AND id = $2 RETURNING id)
       SELECT id FROM deleted`,
      [userId, id],
    );
    return rows.length > 0;
  }

  /** Whether the endpoint is the agency's and on, locking it for the caller's transaction. */
  async enabledLocked(manager: EntityManager, userId: string, id: string) {
    const rows: { disabled: boolean }[] = await manager.query(
      `SELECT disabled_at IS NOT NULL AS disabled FROM agency_endpoints
        WHERE user_id = $1 AND id = $2 FOR UPDATE`,
      [userId, id],
    );
    return rows[0] && { enabled: !rows[0].disabled };
  }
}
