import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { GroupCommit, preparedQuery } from '@retainly/database';
import {
  attemptInRound,
  INTERRUPTED_ATTEMPT,
  newAttemptNumber,
  type AttemptOutcome,
} from '../jobs/attempt-rows';
import type { SendResult } from '../signed-webhooks/webhook-sender';

export const MARKETING_WEBHOOK_CONSUMER = 'marketing-webhook';

export interface EventToDeliver {
  id: string;
  type: string;
  data: Record<string, unknown>;
  occurred_at: Date;
  /** Set when this consumer already finished the event. */
  finished: 'succeeded' | 'gave_up' | null;
}

export type FinalOutcome = 'succeeded' | 'gave_up';

interface AttemptStart {
  eventId: string;
  attempt: number;
  url: string;
}

interface AttemptEnd {
  deliveryId: string;
  eventId: string;
  outcome: AttemptOutcome;
  result: SendResult;
  final: FinalOutcome | null;
}

/** `attempt` is the attempt's number in its round of the log (set with `deliveryId`). */
export type BegunAttempt =
  { event: EventToDeliver; deliveryId: string | null; attempt: number | null } | undefined;

/**
 * SQL for webhook deliveries: one row per attempt, one final outcome per event. Both statements
 * run for every delivery, so concurrent deliveries share them (GroupCommit) and they are
 * prepared (planned once per connection).
 */
@Injectable()
export class DeliveryLog {
  private readonly starts = new GroupCommit<AttemptStart, BegunAttempt>({
    run: (inputs) => this.beginMany(inputs),
    keyOf: (input) => input.eventId,
  });
  private readonly ends = new GroupCommit<AttemptEnd, void>({
    run: (inputs) => this.finishMany(inputs),
    keyOf: (input) => input.deliveryId,
  });

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Loads the event and, unless this consumer already finished it, records the attempt as in
   * flight. An earlier attempt still in flight belonged to a worker that died mid-delivery: it
   * is closed as interrupted. Undefined when the event does not exist.
   */
  beginAttempt(eventId: string, attempt: number, url: string): Promise<BegunAttempt> {
    return this.starts.submit({ eventId, attempt, url });
  }

  /** Records how an attempt ended and, when it is final, the event's outcome, atomically. */
  finishAttempt(
    deliveryId: string,
    eventId: string,
    outcome: AttemptOutcome,
    result: SendResult,
    final: FinalOutcome | null,
  ): Promise<void> {
    return this.ends.submit({ deliveryId, eventId, outcome, result, final });
  }

  private async beginMany(inputs: AttemptStart[]): Promise<BegunAttempt[]> {
    const rows = await preparedQuery<
      EventToDeliver & { delivery_id: string | null; logged_attempt: number | null }
    >(
      this.db,
      'webhook-begin-attempts',
      `WITH input AS (
         SELECT * FROM unnest($1::uuid[], $2::int[], $3::text[]) AS i(event_id, attempt, url)
       ), event AS (
         SELECT e.id, e.type, e.data, e.occurred_at, c.outcome AS finished, i.attempt, i.url,
                e.replays AS round,
                ${attemptInRound('webhook_deliveries', 'event_id', 'e.id', 'e.replays')}
                  AS round_attempt
         FROM input i
         JOIN outbox_events e ON e.id = i.event_id
         LEFT JOIN event_consumptions c ON c.event_id = e.id AND c.consumer = $4
       ), interrupted AS (
         UPDATE webhook_deliveries d SET ${INTERRUPTED_ATTEMPT}
         FROM event
         WHERE d.event_id = event.id AND d.outcome = 'in_flight' AND event.finished IS NULL
       ), attempt AS (
         INSERT INTO webhook_deliveries (event_id, attempt, url, round)
         SELECT event.id,
                ${newAttemptNumber('webhook_deliveries', 'event_id', 'event.id', 'event.attempt')},
                event.url, event.round
         FROM event WHERE event.finished IS NULL
         RETURNING id, event_id
       )
       SELECT event.id, event.type, event.data, event.occurred_at, event.finished,
              attempt.id AS delivery_id,
              CASE WHEN attempt.id IS NOT NULL THEN event.round_attempt END AS logged_attempt
       FROM event LEFT JOIN attempt ON attempt.event_id = event.id`,
      [
        inputs.map((input) => input.eventId),
        inputs.map((input) => input.attempt),
        inputs.map((input) => input.url),
        MARKETING_WEBHOOK_CONSUMER,
      ],
    );
    const byEvent = new Map(
      rows.map(({ delivery_id: deliveryId, logged_attempt: attempt, ...event }) => [
        event.id,
        { event, deliveryId, attempt },
      ]),
    );
    return inputs.map((input) => byEvent.get(input.eventId));
  }

  private async finishMany(inputs: AttemptEnd[]): Promise<void[]> {
    await preparedQuery(
      this.db,
      'webhook-finish-attempts',
      `WITH input AS (
         SELECT * FROM unnest($1::bigint[], $2::text[], $3::int[], $4::int[], $5::text[],
                              $6::uuid[], $7::text[])
           AS i(delivery_id, outcome, status_code, duration_ms, error, event_id, final)
       ), attempt AS (
         UPDATE webhook_deliveries d
         SET outcome = i.outcome, status_code = i.status_code, duration_ms = i.duration_ms,
             error = i.error, finished_at = now()
         FROM input i WHERE d.id = i.delivery_id
       )
       INSERT INTO event_consumptions (event_id, consumer, outcome)
       SELECT event_id, $8, final FROM input WHERE final IS NOT NULL
       ON CONFLICT DO NOTHING`,
      [
        inputs.map((input) => input.deliveryId),
        inputs.map((input) => input.outcome),
        inputs.map((input) => input.result.statusCode),
        inputs.map((input) => input.result.durationMs),
        inputs.map((input) => input.result.error),
        inputs.map((input) => input.eventId),
        inputs.map((input) => input.final),
        MARKETING_WEBHOOK_CONSUMER,
      ],
    );
    return inputs.map(() => undefined);
  }
}
