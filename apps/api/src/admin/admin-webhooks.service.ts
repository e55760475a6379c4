import { isUUID } from 'class-validator';
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { markOutboxWritten, type UserEntity } from '@retainly/database';
import {
  ADMIN_PAGE_SIZE,
  type AdminWebhookEventDetail,
  type AdminWebhookEventRow,
  type AdminWebhookEventsPage,
  type WebhookReplayResponse,
} from '@retainly/domain';
import { eventTypesConsumedBy, JobName } from '@retainly/events';
import { isJobEnabled } from '@retainly/queues';
import { recordAudit } from './audit-log';

const CONSUMER = 'marketing-webhook';
/** The event types the marketing webhook receives. */
const DELIVERED_TYPES = eventTypesConsumedBy(JobName.DeliverMarketingWebhook);
/** A range replay re-sends at most this many events at once. */
export const MAX_RANGE_REPLAY = 1_000;

const EVENT_SUMMARY = `
  SELECT e.id, e.type, e.occurred_at, e.published_at, c.outcome AS final_outcome,
         d.attempts, d.last_status, d.last_error, d.last_attempt_at
    FROM outbox_events e
    LEFT JOIN event_consumptions c ON c.event_id = e.id AND c.consumer = '${CONSUMER}'
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS attempts,
             (array_agg(status_code ORDER BY id DESC))[1] AS last_status,
             (array_agg(error ORDER BY id DESC))[1] AS last_error,
             max(started_at) AS last_attempt_at
        FROM webhook_deliveries WHERE event_id = e.id) d ON true`;

/** The console's Webhook deliveries page: every marketing event, its attempts, and replays. */
@Injectable()
export class AdminWebhooksService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get webhookConfigured(): boolean {
    return isJobEnabled(JobName.DeliverMarketingWebhook, this.config);
  }

  async page(failedOnly: boolean, page = 1): Promise<AdminWebhookEventsPage> {
    // The rows as queried (dates as the JSON answer writes them); total is taken off.
    const rows: (AdminWebhookEventRow & { total: string })[] = await this.db.query(
      `SELECT *, count(*) OVER () AS total FROM (${EVENT_SUMMARY}
         WHERE e.type = ANY($1) AND ($2::boolean IS NOT TRUE OR c.outcome = 'gave_up')) events
       ORDER BY occurred_at DESC, id LIMIT $3 OFFSET $4`,
      [DELIVERED_TYPES, failedOnly, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE],
    );
    return {
      rows: rows.map(({ total: _total, ...row }) => row),
      total: Number(rows[0]?.total ?? 0),
      page,
      pageSize: ADMIN_PAGE_SIZE,
      // Without a URL the relay queues no delivery: the console says so instead of 'pending'.
      webhookConfigured: this.webhookConfigured,
    };
  }

  async detail(id: string): Promise<AdminWebhookEventDetail> {
    const [event]: AdminWebhookEventRow[] = await this.db.query(
      `${EVENT_SUMMARY} WHERE e.id = $1 AND e.type = ANY($2)`,
      [this.uuid(id), DELIVERED_TYPES],
    );
    if (!event) throw new NotFoundException('No such event');
    const attempts: AdminWebhookEventDetail['attempts'] = await this.db.query(
      `SELECT attempt, url, outcome, status_code, duration_ms, error, started_at, finished_at
         FROM webhook_deliveries WHERE event_id = $1 ORDER BY id`,
      [id],
    );
    return { ...event, attempts };
  }

  /**
   * Sends one finished event again: same webhook-id (the event id), a new attempt. One still
   * being delivered is refused (409): a second job would race the first for the same attempts.
   */
  async replay(
    operator: Pick<UserEntity, 'id' | 'email'>,
    id: string,
  ): Promise<WebhookReplayResponse> {
    const replayed = await this.replayEvents(operator, `e.id = $1`, [this.uuid(id)]);
    if (replayed === 0) {
      await this.detail(id); // 404 for no such event
      throw new ConflictException('This event is still being delivered.');
    }
    return { replayed };
  }

  /** Sends again every event whose delivery gave up between from and to: at most MAX_RANGE_REPLAY. */
  async replayFailed(
    operator: Pick<UserEntity, 'id' | 'email'>,
    from: Date,
    to: Date,
  ): Promise<WebhookReplayResponse> {
    const replayed = await this.replayEvents(
      operator,
      `c.outcome = 'gave_up' AND c.finished_at BETWEEN $1 AND $2`,
      [from, to],
    );
    return { replayed };
  }

  /**
   * Clears each finished event's final outcome and puts the event back in the outbox (unpublished,
   * replays + 1) in one transaction, so the relay delivers it once this commits: a replay
   * committed is a replay delivered, and the worker never sees the old outcome. The job id is
   * new; the webhook-id is the event's.
   */
  private async replayEvents(
    operator: Pick<UserEntity, 'id' | 'email'>,
    where: string,
    params: unknown[],
  ): Promise<number> {
    if (!this.webhookConfigured) {
      throw new ConflictException('MARKETING_WEBHOOK_URL is not set: there is nowhere to send it.');
    }
    return this.db.transaction(async (manager) => {
      // Only finished events (a final outcome): locking that row too means a second replay
      // running at once finds it gone and skips the event.
      const events: { id: string; final_outcome: string }[] = await manager.query(
        `SELECT e.id, c.outcome AS final_outcome FROM outbox_events e
           JOIN event_consumptions c ON c.event_id = e.id AND c.consumer = '${CONSUMER}'
          WHERE ${where} AND e.type = ANY($${params.length + 1})
          ORDER BY e.occurred_at LIMIT ${MAX_RANGE_REPLAY}
          FOR UPDATE OF e, c`,
        [...params, DELIVERED_TYPES],
      );
      if (events.length === 0) return 0;
      const ids = events.map((event) => event.id);
      await manager.query(
        `DELETE FROM event_consumptions WHERE consumer = '${CONSUMER}' AND event_id = ANY($1)`,
        [ids],
      );
      await manager.query(
        `UPDATE outbox_events SET replays = replays + 1, published_at = NULL WHERE id = ANY($1)`,
        [ids],
      );
      markOutboxWritten(manager); // rows made unpublished again: wake the relay on commit
      await this.audit(manager, operator, events);
      return events.length;
    });
  }

  private async audit(
    manager: EntityManager,
    operator: Pick<UserEntity, 'id' | 'email'>,
    events: { id: string; final_outcome: string }[],
  ) {
    for (const event of events) {
      await recordAudit(manager, operator, {
        action: 'replay_webhook',
        targetType: 'webhook_event',
        targetId: event.id,
        before: { finalOutcome: event.final_outcome },
        after: { finalOutcome: null },
      });
    }
  }

  private uuid(id: string): string | null {
    return isUUID(id) ? id : null;
  }
}
