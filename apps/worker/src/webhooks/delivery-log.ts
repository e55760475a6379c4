import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DeliveryOutcome } from '@retainly/database';
import type { SendResult } from './webhook-sender';

export const MARKETING_WEBHOOK_CONSUMER = 'marketing-webhook';

export interface EventToDeliver {
  id: string;
  type: string;
  data: Record<string, unknown>;
  occurred_at: Date;
  /** Set when this consumer already finished the event. */
  finished: 'succeeded' | 'gave_up' | null;
}

/** SQL for webhook deliveries: one row per attempt, one final outcome per event. */
@Injectable()
export class DeliveryLog {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Loads the event and, unless this consumer already finished it, records the attempt as
   * in flight, in one round trip (this runs once per delivery). An earlier attempt still in
   * flight belonged to a worker that died mid-delivery: it is closed as interrupted.
   */
  async beginAttempt(
    eventId: string,
    attempt: number,
    url: string,
  ): Promise<{ event: EventToDeliver; deliveryId: string | null } | undefined> {
    const rows: (EventToDeliver & { delivery_id: string | null })[] = await this.db.query(
      `WITH event AS (
         SELECT e.id, e.type, e.data, e.occurred_at, c.outcome AS finished
         FROM outbox_events e
         LEFT JOIN event_consumptions c ON c.event_id = e.id AND c.consumer = $2
         WHERE e.id = $1
       ), interrupted AS (
         UPDATE webhook_deliveries SET outcome = 'interrupted', finished_at = now(),
           error = 'The worker stopped during this attempt; it was retried.'
         WHERE event_id = $1 AND outcome = 'in_flight' AND EXISTS (SELECT 1 FROM event WHERE finished IS NULL)
       ), attempt AS (
         -- After a replay the job counts from 1 again: the attempt numbers carry on.
         INSERT INTO webhook_deliveries (event_id, attempt, url)
         SELECT id, GREATEST($3, (SELECT coalesce(max(attempt), 0) + 1
                                    FROM webhook_deliveries WHERE event_id = $1)), $4
           FROM event WHERE finished IS NULL
         RETURNING id
       )
       SELECT event.*, (SELECT id FROM attempt) AS delivery_id FROM event`,
      [eventId, MARKETING_WEBHOOK_CONSUMER, attempt, url],
    );
    const row = rows[0];
    if (!row) return undefined;
    const { delivery_id: deliveryId, ...event } = row;
    return { event, deliveryId };
  }

  /** Records how an attempt ended and, when it is final, the event's outcome, atomically. */
  async finishAttempt(
    deliveryId: string,
    eventId: string,
    outcome: Exclude<DeliveryOutcome, 'in_flight' | 'interrupted'>,
    result: SendResult,
    final: 'succeeded' | 'gave_up' | null,
  ): Promise<void> {
    await this.db.query(
      `WITH attempt AS (
         UPDATE webhook_deliveries
         SET outcome = $2, status_code = $3, duration_ms = $4, error = $5, finished_at = now()
         WHERE id = $1
       )
       INSERT INTO event_consumptions (event_id, consumer, outcome)
       SELECT $6, $7, $8 WHERE $8::text IS NOT NULL
       ON CONFLICT DO NOTHING`,
      [
        deliveryId,
        outcome,
        result.statusCode,
        result.durationMs,
        result.error,
        eventId,
        MARKETING_WEBHOOK_CONSUMER,
        final,
      ],
    );
  }
}
