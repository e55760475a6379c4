import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { JobName } from '@retainly/events';
import { jobOptions, QueueRegistry } from '@retainly/queues';

export const OUTCOME_SWEEP_SCHEDULER = 'outcome-sweep';

/**
 * Registers the sweep's BullMQ job scheduler at boot. Every worker upserts the same scheduler
 * id, so however many run there is one scheduler and one SweepOutcomes job per period.
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
      { every: this.config.OUTCOME_SWEEP_MS },
      {
        name: JobName.SweepOutcomes,
        data: {},
        opts: { attempts, removeOnComplete, removeOnFail },
      },
    );
  }
}
