import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { JobName } from '@retainly/events';
import { jobOptions, QueueRegistry } from '@retainly/queues';

export const OUTCOME_SWEEP_SCHEDULER = 'outcome-sweep';

/**
 * Registers the sweep's BullMQ job scheduler at boot. Every worker upserts the same scheduler
 * id, so however many run there is one scheduler and one SweepOutcomes job per period.
 * BullMQ runs an `every` scheduler's first job at once unless given a startDate: a new scheduler
 * starts one period after it is created (the start date only counts when it is new or its
 * period changed; otherwise the existing schedule goes on).
 */
@Injectable()
export class OutcomeSweepSchedule implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: QueueRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { attempts, removeOnComplete, removeOnFail } = jobOptions(
      JobName.SweepOutcomes,
      this.config,
    );
    await this.queues.forJob(JobName.SweepOutcomes).upsertJobScheduler(
      OUTCOME_SWEEP_SCHEDULER,
      {
        every: this.config.OUTCOME_SWEEP_MS,
        startDate: Date.now() + this.config.OUTCOME_SWEEP_MS,
      },
      {
        name: JobName.SweepOutcomes,
        data: {},
        opts: { attempts, removeOnComplete, removeOnFail },
      },
    );
  }
}
