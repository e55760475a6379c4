import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ClientWebhookBody, EndpointMessageType } from '@retainly/domain';
import type { JobEvent, JobName } from '@retainly/events';

/** The consumer name of the fan-out in event_consumptions (reconciled when missing). */
export const AGENCY_FAN_OUT_CONSUMER = 'agency-fan-out';

/** An event the fan-out receives, typed by its `type` (see EVENT_CONSUMERS). */
export type FanOutEvent = JobEvent<JobName.FanOutAgencyEvent> & {
  id: string;
  occurred_at: Date;
  fanned_out: boolean;
};

/**
 * SQL condition on retainly_users `u`: the agency has access (approved, or in a running trial).
 * A lapsed or revoked agency's endpoints receive nothing.
 */
export const AGENCY_HAS_ACCESS = `(u.approval = 'YES' OR (u.approval = 'TRIALING' AND u.trial_ends_at > now()))`;

/** A message whose delivery job should exist: its id and replay number name the job. */
export interface PendingMessage {
  id: string;
  replays: number;
}

/** SQL of the fan-out: one agency_webhook_messages row per event and subscribed endpoint. */
@Injectable()
export class FanOutRows {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async event(eventId: string): Promise<FanOutEvent | undefined> {
    const rows: FanOutEvent[] = await this.db.query(
      `SELECT e.id, e.type, e.data, e.occurred_at, c.event_id IS NOT NULL AS fanned_out
         FROM outbox_events e
         LEFT JOIN event_consumptions c ON c.event_id = e.id AND c.consumer = $2
        WHERE e.id = $1`,
      [eventId, AGENCY_FAN_OUT_CONSUMER],
    );
    return rows[0];
  }

  /**
   * The client's completion when the event happened: visible modules of their version
   * completed by then, over all visible ones.
   */
  async completionAt(clientId: string, versionId: string, at: Date) {
    const [row]: { done: number; total: number }[] = await this.db.query(
      `SELECT count(c.client_id) FILTER (WHERE c.completed_at <= $3)::int AS done,
              count(*)::int AS total
         FROM version_modules vm
         LEFT JOIN module_completions c ON c.client_id = $1
          AND c.category_id = vm.category_id AND c.module_id = vm.module_id
        WHERE vm.version_id = $2 AND vm.is_visible`,
      [clientId, versionId, at],
    );
    return row ?? { done: 0, total: 0 };
  }

  /** A message for each of the agency's enabled endpoints subscribed to `type`, if it has access. */
  async insertForAgency(
    eventId: string,
    type: EndpointMessageType,
    agencyId: string,
    clientId: string | null,
    body: ClientWebhookBody,
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO agency_webhook_messages (endpoint_id, user_id, event_id, event_type, client_id, body)
       SELECT e.id, e.user_id, $1, $2, (SELECT id FROM portal_clients WHERE id = $4), $5
         FROM agency_endpoints e JOIN retainly_users u ON u.id = e.user_id
        WHERE e.user_id = $3 AND e.disabled_at IS NULL AND $2 = ANY (e.event_types)
          AND ${AGENCY_HAS_ACCESS}
       ON CONFLICT (event_id, endpoint_id) DO NOTHING`,
      [eventId, type, agencyId, clientId, JSON.stringify(body)],
    );
  }

  /** The agency's name, for the test body; undefined when the endpoint is gone or off, or the agency has no access. */
  async testTarget(endpointId: string, userId: string) {
    const rows: { agency_name: string | null }[] = await this.db.query(
      `SELECT u.agency_name FROM agency_endpoints e JOIN retainly_users u ON u.id = e.user_id
        WHERE e.id = $1 AND e.user_id = $2 AND e.disabled_at IS NULL AND ${AGENCY_HAS_ACCESS}`,
      [endpointId, userId],
    );
    return rows[0];
  }

  async insertTest(eventId: string, endpointId: string, userId: string, body: ClientWebhookBody) {
    await this.db.query(
      `INSERT INTO agency_webhook_messages (endpoint_id, user_id, event_id, event_type, body)
       VALUES ($1, $2, $3, 'test', $4)
       ON CONFLICT (event_id, endpoint_id) DO NOTHING`,
      [endpointId, userId, eventId, JSON.stringify(body)],
    );
  }

  pendingOf(eventId: string): Promise<PendingMessage[]> {
    return this.db.query(
      `SELECT id, replays FROM agency_webhook_messages WHERE event_id = $1 AND status = 'pending'`,
      [eventId],
    );
  }

  /**
   * The replayed message, if still pending under this replay (a later replay supersedes it).
   * Without access no job is queued; the delivery would drop it anyway (see AgencyDeliveryLog).
   */
  replayed(messageId: string, userId: string, replay: number): Promise<PendingMessage[]> {
    return this.db.query(
      `SELECT m.id, m.replays FROM agency_webhook_messages m JOIN retainly_users u ON u.id = m.user_id
        WHERE m.id = $1 AND m.user_id = $2 AND m.replays = $3 AND m.status = 'pending'
          AND ${AGENCY_HAS_ACCESS}`,
      [messageId, userId, replay],
    );
  }

  async recordFanOut(eventId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO event_consumptions (event_id, consumer, outcome) VALUES ($1, $2, 'succeeded')
       ON CONFLICT DO NOTHING`,
      [eventId, AGENCY_FAN_OUT_CONSUMER],
    );
  }
}
