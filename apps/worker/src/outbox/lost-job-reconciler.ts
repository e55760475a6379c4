import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { eventJobId } from '@retainly/events';
import { QueueRegistry, withTimeout } from '@retainly/queues';
import { LostAgencyDeliveries } from '../agency-webhooks/lost-agency-deliveries';
import { PeriodicPass } from '../jobs/periodic-pass';
import { UnfinishedPublications, type UnfinishedJob } from './unfinished-publications';

const INTERVAL_NAME = 'lost-job-reconciler';
/** The pass holds a database transaction while it asks Redis: never for long. */
const REDIS_TIMEOUT_MS = 10_000;

/**
 * "An event committed is an event delivered", even when Redis forgets: every
 * LOST_JOB_RECONCILE_MS one worker looks for published events that have no final outcome and
 * whose job Redis no longer holds (a FLUSHALL, or a Redis without persistence restarting), or
 * holds as failed without its handler having recorded why (a job that stalled too often when
 * its workers were killed), and puts them back in the outbox. Deterministic job ids make a
 * needless re-publish a no-op.
 */
@Injectable()
export class LostJobReconciler extends PeriodicPass {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: QueueRegistry,
    private readonly publications: UnfinishedPublications,
    private readonly agencyDeliveries: LostAgencyDeliveries,
  ) {
    super(INTERVAL_NAME, { everyMs: config.LOST_JOB_RECONCILE_MS });
  }

  protected pass(): Promise<number> {
    return this.reconcile();
  }

  /**
   * One pass; returns how many events it put back in the outbox. The outbox part runs first,
   * and the agency deliveries' check cannot undo it: a failure or timeout there is logged and
   * retried next pass (its batch rotates on).
   */
  async reconcile(): Promise<number> {
    let republished = 0;
    await this.publications.exclusively(async (manager) => {
      const grace = this.config.LOST_JOB_GRACE_MS;
      const unfinished = await this.publications.find(manager, grace);
      const lost = await withTimeout(
        this.clearLostJobs(unfinished),
        REDIS_TIMEOUT_MS,
        'asking Redis for unfinished jobs',
      );
      if (lost.length > 0) {
        await this.publications.republish(manager, lost);
        republished = lost.length;
        this.logger.warn({ events: lost.length }, 'jobs lost from Redis; events re-published');
      }
      await this.redriveAgencyDeliveries(manager, grace);
    });
    return republished;
  }

  private async redriveAgencyDeliveries(manager: EntityManager, grace: number): Promise<void> {
    try {
      const redriven = await withTimeout(
        this.agencyDeliveries.redrive(manager, grace),
        REDIS_TIMEOUT_MS,
        'asking Redis for agency deliveries',
      );
      if (redriven > 0)
        this.logger.warn({ redriven }, 'agency deliveries lost from Redis; re-added');
    } catch (error) {
      this.logger.warn(
        { err: (error as Error).message },
        'checking agency deliveries for lost jobs failed; retried next pass',
      );
    }
  }

  /**
   * Ids of the events whose job Redis does not know, or knows only as failed (such a job is
   * removed, so the re-publish can add it again under its id). Throws if Redis is away.
   */
  private async clearLostJobs(unfinished: UnfinishedJob[]): Promise<string[]> {
    const lost = await Promise.all(
      unfinished.map(async ({ event, job }) => {
        const queue = this.queues.forJob(job);
        const jobId = eventJobId(job, event.id, event.replays);
        const state = await queue.getJobState(jobId);
        if (state === 'failed') await queue.remove(jobId);
        const isLost = state === 'unknown' || state === 'failed';
        return isLost ? event.id : undefined;
      }),
    );
    return [...new Set(lost.filter((id): id is string => id !== undefined))];
  }
}
