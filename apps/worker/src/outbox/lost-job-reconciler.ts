import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { EVENT_CONSUMERS, JobName, eventJobId, type DomainEventType } from '@retainly/events';
import { QueueRegistry } from '@retainly/queues';
import { isJobEnabled } from './event-consumers';
import { UnfinishedPublications, type UnfinishedJob } from './unfinished-publications';

const INTERVAL_NAME = 'lost-job-reconciler';

/**
 * "An event committed is an event delivered", even when Redis forgets: every
 * LOST_JOB_RECONCILE_MS one worker looks for published events that have no final outcome and
 * whose job Redis no longer holds (a FLUSHALL, or a Redis without persistence restarting), and
 * puts them back in the outbox. Deterministic job ids make a needless re-publish a no-op.
 */
@Injectable()
export class LostJobReconciler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(LostJobReconciler.name);
  private running?: Promise<void>;
  private readonly webhookTypes: DomainEventType[] | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: SchedulerRegistry,
    private readonly queues: QueueRegistry,
    private readonly publications: UnfinishedPublications,
  ) {
    this.webhookTypes = isJobEnabled(JobName.DeliverMarketingWebhook, config)
      ? (Object.keys(EVENT_CONSUMERS) as DomainEventType[]).filter((type) =>
          EVENT_CONSUMERS[type].includes(JobName.DeliverMarketingWebhook),
        )
      : null;
  }

  onApplicationBootstrap(): void {
    const timer = setInterval(() => void this.tick(), this.config.LOST_JOB_RECONCILE_MS);
    this.scheduler.addInterval(INTERVAL_NAME, timer);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.scheduler.deleteInterval(INTERVAL_NAME);
    await this.running;
  }

  /** One pass; returns how many events it put back in the outbox. */
  async reconcile(): Promise<number> {
    let republished = 0;
    await this.publications.exclusively(async (manager) => {
      const unfinished = await this.publications.find(
        manager,
        this.webhookTypes,
        this.config.LOST_JOB_GRACE_MS,
      );
      const lost = await this.withoutJob(unfinished);
      if (lost.length === 0) return;
      await this.publications.republish(manager, lost);
      republished = lost.length;
      this.logger.warn({ events: lost.length }, 'jobs lost from Redis; events re-published');
    });
    return republished;
  }

  /** Ids of the events whose job Redis does not know in any state. Throws if Redis is away. */
  private async withoutJob(unfinished: UnfinishedJob[]): Promise<string[]> {
    const states = await Promise.all(
      unfinished.map(({ event, job }) =>
        this.queues.forJob(job).getJobState(eventJobId(job, event.id, event.replays)),
      ),
    );
    const lost = unfinished.filter((_, index) => states[index] === 'unknown');
    return [...new Set(lost.map(({ event }) => event.id))];
  }

  private async tick(): Promise<void> {
    if (this.running) return; // a slow pass is never overlapped by the next
    this.running = this.reconcile().then(
      () => undefined,
      (error: Error) => this.logger.warn({ err: error.message }, 'lost-job reconciliation failed'),
    );
    await this.running;
    this.running = undefined;
  }
}
