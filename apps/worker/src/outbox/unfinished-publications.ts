import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { markOutboxWritten } from '@retainly/database';
import { eventTypesConsumedBy, JobName } from '@retainly/events';
import { AGENCY_FAN_OUT_CONSUMER } from '../agency-webhooks/fan-out-rows';
import { MARKETING_WEBHOOK_CONSUMER } from '../marketing-webhooks/delivery-log';
import type { PublishableEvent } from './event-consumers';

/** Publications older than this are past every retry and retention window: left alone. */
const LOOKBACK = '7 days';
const BATCH_SIZE = 500;
/** Any constant unique to this job: one reconciler pass at a time across workers. */
const ADVISORY_LOCK_KEY = 7_150_015;

/** Events the agency fan-out consumes; it records a consumption once it has run. */
const FAN_OUT_TYPES = eventTypesConsumedBy(JobName.FanOutAgencyEvent);

/**
 * One job's part of the search: the recent events (`r`) whose job `jobParam` has not finished by
 * `condition` (a join and a WHERE), at most a batch ($5) of them.
 */
const unfinished = (jobParam: string, condition: string) =>
  `(SELECT r.id, r.type, r.replays, ${jobParam}::text AS job FROM recent r ${condition} LIMIT $5)`;

/** No consumption of the event recorded by the consumer in `consumerParam`. */
const unconsumedBy = (consumerParam: string) =>
  `NOT EXISTS (SELECT 1 FROM event_consumptions c
               WHERE c.event_id = r.id AND c.consumer = ${consumerParam})`;

export interface UnfinishedJob {
  event: PublishableEvent;
  job: JobName;
}

/**
 * SQL for published events whose job has not recorded a final outcome in PostgreSQL (a
 * webhook consumption, an e-mail or a nudge still queued, a video still queued or processing,
 * an agency fan-out without its consumption). Only
 * jobs that record one are covered here; trial milestones and AI generations have their own
 * reconcilers that derive overdue work from PostgreSQL.
 */
@Injectable()
export class UnfinishedPublications {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Runs `pass` holding the cluster-wide reconciler lock, or returns false if another holds it. */
  async exclusively(pass: (manager: EntityManager) => Promise<void>): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const [{ locked }] = await manager.query(`SELECT pg_try_advisory_xact_lock($1) AS locked`, [
        ADVISORY_LOCK_KEY,
      ]);
      if (locked) await pass(manager);
      return locked as boolean;
    });
  }

  async find(manager: EntityManager, graceMs: number): Promise<UnfinishedJob[]> {
    const rows: (PublishableEvent & { job: JobName })[] = await manager.query(
      `WITH recent AS (
         SELECT id, type, replays, webhook_enqueued, data->>'email_id' AS email_id,
                data->>'media_id' AS media_id, data->>'nudge_id' AS nudge_id
         FROM outbox_events
         WHERE published_at > now() - interval '${LOOKBACK}'
           AND published_at < now() - make_interval(secs => $1::float8 / 1000)
       )
       ${[
         unfinished('$2', `WHERE r.webhook_enqueued AND ${unconsumedBy('$3')}`),
         unfinished(
           '$4',
           `JOIN outbound_emails m ON m.id = r.email_id::uuid
            WHERE r.type = 'EmailQueued' AND r.replays = 0 AND m.status = 'queued'`,
         ),
         unfinished(
           '$6',
           `JOIN media_items m ON m.id = r.media_id::uuid
            WHERE r.type = 'VideoUploaded' AND r.replays = 0
              AND m.status IN ('queued', 'processing')`,
         ),
         unfinished(
           '$7',
           `WHERE r.type = ANY($8::text[]) AND r.replays = 0 AND ${unconsumedBy('$9')}`,
         ),
         unfinished(
           '$10',
           `JOIN client_nudges n ON n.id = r.nudge_id::uuid
            -- 'queued' only: a 'sending' nudge may have reached the mail server; never re-driven.
            WHERE r.type = 'NudgeQueued' AND r.replays = 0 AND n.status = 'queued'`,
         ),
       ].join(' UNION ALL ')}`,
      [
        graceMs,
        JobName.DeliverMarketingWebhook,
        MARKETING_WEBHOOK_CONSUMER,
        JobName.SendEmail,
        BATCH_SIZE,
        JobName.ProcessVideo,
        JobName.FanOutAgencyEvent,
        FAN_OUT_TYPES,
        AGENCY_FAN_OUT_CONSUMER,
        JobName.SendNudge,
      ],
    );
    return rows.map(({ job, ...event }) => ({ event, job }));
  }

  /** Puts events back in the outbox; the relay publishes them again under the same job ids. */
  async republish(manager: EntityManager, eventIds: string[]): Promise<void> {
    await manager.query(
      `UPDATE outbox_events SET published_at = NULL
       WHERE id = ANY($1::uuid[]) AND published_at IS NOT NULL`,
      [eventIds],
    );
    markOutboxWritten(manager);
  }
}
