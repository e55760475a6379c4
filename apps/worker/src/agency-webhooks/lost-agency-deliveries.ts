import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { JobName, eventJobId } from '@retainly/events';
import { QueueRegistry, jobOptions } from '@retainly/queues';

const BATCH_SIZE = 500;

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

  /** Returns how many jobs it added back. Throws if Redis is away. */
  async redrive(manager: EntityManager, graceMs: number): Promise<number> {
    const pending: { id: string; replays: number }[] = await manager.query(
      `SELECT id, replays FROM agency_webhook_messages
        WHERE status = 'pending' AND created_at < now() - make_interval(secs => $1::float8 / 1000)
        ORDER BY created_at LIMIT $2`,
      [graceMs, BATCH_SIZE],
    );
    const queue = this.queues.forJob(JobName.DeliverAgencyWebhook);
    let redriven = 0;
    for (const message of pending) {
      const jobId = eventJobId(JobName.DeliverAgencyWebhook, message.id, message.replays);
      const state = await queue.getJobState(jobId);
      if (state !== 'unknown' && state !== 'failed') continue;
      if (state === 'failed') await queue.remove(jobId);
      await queue.add(
        JobName.DeliverAgencyWebhook,
        { messageId: message.id },
        { ...jobOptions(JobName.DeliverAgencyWebhook, this.config), jobId },
      );
      redriven += 1;
    }
    return redriven;
  }
}
