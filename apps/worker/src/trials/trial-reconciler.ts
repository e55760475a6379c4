import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { PeriodicPass } from '../jobs/periodic-pass';
import { MilestoneRecorder } from './milestone-recorder';

const INTERVAL_NAME = 'trial-reconciler';

/**
 * Every TRIAL_RECONCILE_MS, records whatever milestones PostgreSQL says are overdue, so a
 * delayed job lost from Redis only delays an offer or expiry, never skips it.
 */
@Injectable()
export class TrialReconciler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(TrialReconciler.name);
  private readonly periodic: PeriodicPass;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    scheduler: SchedulerRegistry,
    private readonly recorder: MilestoneRecorder,
  ) {
    this.periodic = new PeriodicPass(scheduler, INTERVAL_NAME, this.logger, () =>
      this.recordAllDue(),
    );
  }

  onApplicationBootstrap(): void {
    this.periodic.start(this.config.TRIAL_RECONCILE_MS, { runNow: true });
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.periodic.stop();
  }

  private async recordAllDue(): Promise<void> {
    let recorded: number;
    do recorded = await this.recorder.recordDue(new Date());
    while (recorded > 0);
  }
}
