import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { JobName, eventJobId } from '@retainly/events';
import { QueueRegistry, jobRequest } from '@retainly/queues';

/** Pending messages checked per pass; the next pass takes the next ones. */
const BATCH_SIZE = 500;
/** Redis questions in flight at once: quick, without flooding the connection. */
const CHUNK_SIZE = 50;

interface PendingMessage {
  id: string;
  replays: number;
}

/**
 * Pending agency messages whose delivery job Redis no longer holds (or holds as failed without
 * the handler having settled the message): their job is added again under its deterministic
 * id. Messages live outside the outbox, so the lost-job reconciler asks this besides.
 */
@Injectable()
export class LostAgencyDeliveries {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: QueueRegistry,
  ) {}

  /**
   * Checks the `batchSize` pending messages checked longest ago (never-checked first) and
   * stamps them, so passes rotate through all of them: the oldest are usually waiting out a
   * long backoff, and a fixed oldest-first batch would never reach a newer lost job. The
   * stamp is written before Redis is asked, so a pass cut short leaves no query behind.
   * Returns how many jobs it added back. Throws if Redis is away.
   */
  async redrive(manager: EntityManager, graceMs: number, batchSize = BATCH_SIZE): Promise<number> {
    const pending: PendingMessage[] = await manager.query(
      `WITH picked AS (
         SELECT id FROM agency_webhook_messages
          WHERE status = 'pending' AND created_at < now() - make_interval(secs => $1::float8 / 1000)
          ORDER BY redrive_checked_at NULLS FIRST, created_at
          LIMIT $2
          FOR UPDATE SKIP LOCKED
       ), stamped AS (
         UPDATE agency_webhook_messages m SET redrive_checked_at = now()
           FROM picked WHERE m.id = picked.id
         RETURNING m.id, m.replays
       )
       SELECT id, replays FROM stamped`,
      [graceMs, batchSize],
    );
    let redriven = 0;
    for (let start = 0; start < pending.length; start += CHUNK_SIZE) {
      const chunk = pending.slice(start, start + CHUNK_SIZE);
      const added = await Promise.all(chunk.map((message) => this.redriveIfLost(message)));
      redriven += added.filter(Boolean).length;
    }
    return redriven;
  }

  private async redriveIfLost(message: PendingMessage): Promise<boolean> {
    const queue = this.queues.forJob(JobName.DeliverAgencyWebhook);
    const jobId = eventJobId(JobName.DeliverAgencyWebhook, message.id, message.replays);
    const state = await queue.getJobState(jobId);
    if (state !== 'unknown' && state !== 'failed') return false;
    if (state === 'failed') await queue.remove(jobId);
    const { name, data, opts } = jobRequest(
      JobName.DeliverAgencyWebhook,
      { messageId: message.id },
      jobId,
      this.config,
    );
    await queue.add(name, data, opts);
    return true;
  }
}
