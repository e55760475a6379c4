import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '@retainly/database';
import {
  attemptInRound,
  INTERRUPTED_ATTEMPT,
  newAttemptNumber,
  type AttemptOutcome,
} from '../jobs/attempt-rows';
import type { SendResult } from '../signed-webhooks/webhook-sender';
import { AGENCY_HAS_ACCESS } from './fan-out-rows';

export interface MessageToDeliver {
  id: string;
  status: string;
  body: object;
  endpoint_id: string;
  url: string;
  secret: string;
  /** The secret before the last rotation while its overlap lasts, else null. */
  previous_secret: string | null;
  disabled: boolean;
  /** The agency still has access (approved or trialing); a lapsed agency is sent nothing. */
  agency_live: boolean;
  /** Set when this run recorded an attempt (the message is pending and its endpoint on). */
  attempt_id: string | null;
  /** That attempt's number in its round (counting on across redrives; a replay starts a round). */
  logged_attempt: number | null;
}

/**
 * SQL for agency deliveries: one agency_webhook_attempts row per attempt, as delivery-log.ts.
 * The two statements every delivery runs are prepared. (Not group-committed like the marketing
 * webhook's: finishing updates the endpoint's failure streak, one row many deliveries share.)
 */
@Injectable()
export class AgencyDeliveryLog {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Loads the message and its endpoint and, if it is still pending and the endpoint on, records
   * the attempt as in flight, in one round trip. An earlier attempt still in flight belonged to
   * a worker that died mid-delivery: it is closed as interrupted.
   */
  async begin(messageId: string, attempt: number): Promise<MessageToDeliver | undefined> {
    const rows = await preparedQuery<MessageToDeliver>(
      this.db,
      'agency-begin-attempt',
      `WITH message AS (
         SELECT m.id, m.status, m.body, m.replays AS round, e.id AS endpoint_id, e.url, e.secret,
                CASE WHEN e.previous_secret_until > now() THEN e.previous_secret END
                  AS previous_secret,
                e.disabled_at IS NOT NULL AS disabled, ${AGENCY_HAS_ACCESS} AS agency_live
           FROM agency_webhook_messages m JOIN agency_endpoints e ON e.id = m.endpoint_id
           JOIN retainly_users u ON u.id = e.user_id
          WHERE m.id = $1
       ), deliverable AS (
         SELECT id, message.round,
                ${attemptInRound('agency_webhook_attempts', 'message_id', '$1', 'message.round')}
                  AS in_round
           FROM message WHERE status = 'pending' AND NOT disabled AND agency_live
       ), interrupted AS (
         UPDATE agency_webhook_attempts SET ${INTERRUPTED_ATTEMPT}
         WHERE message_id = $1 AND outcome = 'in_flight' AND EXISTS (SELECT 1 FROM deliverable)
       ), attempt AS (
         INSERT INTO agency_webhook_attempts (message_id, attempt, round)
         SELECT id, ${newAttemptNumber('agency_webhook_attempts', 'message_id', '$1', '$2')}, round
           FROM deliverable
         RETURNING id
       )
       SELECT message.*, (SELECT id FROM attempt) AS attempt_id,
              (SELECT in_round FROM deliverable WHERE EXISTS (SELECT 1 FROM attempt))
                AS logged_attempt
         FROM message`,
      [messageId, attempt],
    );
    return rows[0];
  }

  /**
   * Records how an attempt ended, the message's status when this was its last, and the
   * endpoint's failure streak (a success ends it; a failure starts it if none is running).
   */
  async finish(
    message: Pick<MessageToDeliver, 'id' | 'endpoint_id' | 'attempt_id'>,
    outcome: AttemptOutcome,
    result: SendResult,
    final: 'succeeded' | 'failed' | 'gone' | null,
  ): Promise<void> {
    await preparedQuery(
      this.db,
      'agency-finish-attempt',
      `WITH attempt AS (
         UPDATE agency_webhook_attempts
            SET outcome = $2, status_code = $3, duration_ms = $4, error = $5, finished_at = now()
          WHERE id = $1
       ), message AS (
         UPDATE agency_webhook_messages SET status = $6, finished_at = now()
          WHERE id = $7 AND $6::text IS NOT NULL AND status = 'pending'
       )
       UPDATE agency_endpoints SET failing_since = CASE
           WHEN $2 = 'succeeded' THEN NULL
           WHEN $2 = 'failed' THEN coalesce(failing_since, now())
           ELSE failing_since END
        WHERE id = $8`,
      [
        message.attempt_id,
        outcome,
        result.statusCode,
        result.durationMs,
        result.error,
        final,
        message.id,
        message.endpoint_id,
      ],
    );
  }

  /** A message whose endpoint was turned off (or agency lapsed) before it went out: failed, never sent. */
  async dropUnsent(messageId: string): Promise<void> {
    await this.db.query(
      `UPDATE agency_webhook_messages SET status = 'failed', finished_at = now()
        WHERE id = $1 AND status = 'pending'`,
      [messageId],
    );
  }
}
