import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { EndpointDeliveryStatus } from '@retainly/domain';

export interface MessageRow {
  id: string;
  event_type: string;
  status: EndpointDeliveryStatus;
  created_at: Date;
  finished_at: Date | null;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  client_id: string | null;
  client_name: string | null;
  client_email: string | null;
}

export interface AttemptRow {
  attempt: number;
  outcome: string;
  status_code: number | null;
  duration_ms: number | null;
  error: string | null;
  started_at: Date;
  finished_at: Date | null;
}

export const MESSAGES_PAGE_SIZE = 20;

const VIEW = `
  SELECT m.id, m.event_type, m.status, m.created_at, m.finished_at,
         coalesce(a.attempts, 0) AS attempts, a.last_status_code, a.last_error,
         c.id AS client_id, c.name AS client_name, c.email AS client_email
    FROM agency_webhook_messages m
    LEFT JOIN portal_clients c ON c.id = m.client_id
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS attempts,
             (array_agg(status_code ORDER BY attempt DESC, id DESC))[1] AS last_status_code,
             (array_agg(error ORDER BY attempt DESC, id DESC))[1] AS last_error
        FROM agency_webhook_attempts WHERE message_id = m.id) a ON true`;

/** agency_webhook_messages (with their attempts): the delivery log, scoped to the agency. */
@Injectable()
export class AgencyWebhookMessagesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** One page of an endpoint's messages, newest first, with the total. */
  async page(userId: string, endpointId: string, page: number) {
    const rows: (MessageRow & { total: number })[] = await this.db.query(
      `SELECT *, count(*) OVER ()::int AS total FROM (${VIEW}
         WHERE m.user_id = $1 AND m.endpoint_id = $2) messages
       ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [userId, endpointId, MESSAGES_PAGE_SIZE, (page - 1) * MESSAGES_PAGE_SIZE],
    );
    const total = rows[0]?.total ?? (page > 1 ? await this.count(userId, endpointId) : 0);
    return { rows: rows.map(({ total: _total, ...row }) => row as MessageRow), total };
  }

  private async count(userId: string, endpointId: string): Promise<number> {
    const [{ count }] = await this.db.query(
      `SELECT count(*)::int AS count FROM agency_webhook_messages
        WHERE user_id = $1 AND endpoint_id = $2`,
      [userId, endpointId],
    );
    return count as number;
  }

  async detail(userId: string, id: string) {
    const rows: (MessageRow & { body: object })[] = await this.db.query(
      `SELECT v.*, m.body FROM (${VIEW} WHERE m.user_id = $1 AND m.id = $2) v
         JOIN agency_webhook_messages m ON m.id = v.id`,
      [userId, id],
    );
    const row = rows[0];
    if (!row) return undefined;
    const attempts: AttemptRow[] = await this.db.query(
      `SELECT attempt, outcome, status_code, duration_ms, error, started_at, finished_at
         FROM agency_webhook_attempts WHERE message_id = $1 ORDER BY attempt, id`,
      [id],
    );
    return { row, attempts };
  }

  /** Locks the agency's message for a replay; undefined when it has none with that id. */
  async forReplay(manager: EntityManager, userId: string, id: string) {
    const rows: { status: string; endpoint_id: string; disabled: boolean }[] = await manager.query(
      `SELECT m.status, m.endpoint_id, e.disabled_at IS NOT NULL AS disabled
         FROM agency_webhook_messages m JOIN agency_endpoints e ON e.id = m.endpoint_id
        WHERE m.user_id = $1 AND m.id = $2 FOR UPDATE OF m`,
      [userId, id],
    );
    return rows[0];
  }

  /** Pending again with the next replay number, which names the new job. */
  async markReplayed(manager: EntityManager, id: string): Promise<number> {
    const [{ replays }] = await manager.query(
      `WITH updated AS (UPDATE agency_webhook_messages
          SET status = 'pending', finished_at = NULL, replays = replays + 1
        WHERE id = $1 RETURNING replays)
       SELECT replays FROM updated`,
      [id],
    );
    return replays as number;
  }
}
