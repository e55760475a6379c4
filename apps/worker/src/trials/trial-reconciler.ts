import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { MilestoneRecorder } from './milestone-recorder';

const INTERVAL_NAME = 'trial-reconciler';

/**
 * Every TRIAL_RECONCILE_MS, records whatever milestones PostgreSQL says are overdue, so a
 * delayed job lost from Redis only delays an offer or expiry, never skips it.
 */
@Injectable()
export class TrialReconciler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(TrialReconciler.name);
  private running?: Promise<void>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: SchedulerRegistry,
    private readonly recorder: MilestoneRecorder,
  ) {}

  onApplicationBootstrap(): void {
    const timer = setInterval(() => void this.tick(), this.config.TRIAL_RECONCILE_MS);
    this.scheduler.addInterval(INTERVAL_NAME, timer);
    void this.tick();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.scheduler.deleteInterval(INTERVAL_NAME);
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) return; // a slow pass is never overlapped by the next
    this.running = (async () => {
      try {
        let recorded: number;
        do recorded = await this.recorder.recordDue(new Date());
        while (recorded > 0);
      } catch (error) {
        this.logger.warn({ err: (error as Error).message }, 'trial reconciliation failed');
      }
    })();
    await this.running;
    this.running = undefined;
  }
}
