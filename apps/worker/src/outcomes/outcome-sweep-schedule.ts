import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { JobName } from '@retainly/events';
import { jobOptions, QueueRegistry } from '@retainly/queues';
import { PeriodicPass } from '../jobs/periodic-pass';

export const OUTCOME_SWEEP_SCHEDULER = 'outcome-sweep';

/**
 * Keeps the sweep's BullMQ job scheduler registered. Every worker upserts the same scheduler
 * id, so however many run there is one scheduler and one SweepOutcomes job per period.
 * BullMQ runs an `every` scheduler's first job at once unless given a startDate: a new scheduler
 * starts one period after it is created.
 *
 * The scheduler lives in Redis only, so each worker checks every LOST_JOB_RECONCILE_MS that it is
 * still there and registers it again if not: a Redis that lost its data (or was down while the
 * worker booted) delays the sweep by one check, never stops it.
 */
@Injectable()
export class OutcomeSweepSchedule extends PeriodicPass {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: QueueRegistry,
  ) {
    super('outcome-sweep-schedule', { everyMs: config.LOST_JOB_RECONCILE_MS });
  }

  override async onApplicationBootstrap(): Promise<void> {
    await this.ensureScheduled().catch((error: Error) =>
      this.logger.warn({ err: error.message }, 'outcome sweep not scheduled yet; retrying'),
    );
    await super.onApplicationBootstrap();
  }

  protected pass(): Promise<boolean> {
    return this.ensureScheduled();
  }

  /** Registers the scheduler unless Redis already holds it; returns whether it registered. */
  async ensureScheduled(): Promise<boolean> {
    const queue = this.queues.forJob(JobName.SweepOutcomes);
    if (await queue.getJobScheduler(OUTCOME_SWEEP_SCHEDULER)) return false;
    const { attempts, removeOnComplete, removeOnFail } = jobOptions(
      JobName.SweepOutcomes,
      this.config,
    );
    await queue.upsertJobScheduler(
      OUTCOME_SWEEP_SCHEDULER,
      { every: this.config.OUTCOME_SWEEP_MS, startDate: Date.now() + this.config.OUTCOME_SWEEP_MS },
      { name: JobName.SweepOutcomes, data: {}, opts: { attempts, removeOnComplete, removeOnFail } },
    );
    return true;
  }
}
