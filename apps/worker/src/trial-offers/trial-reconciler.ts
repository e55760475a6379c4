import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { PeriodicPass } from '../jobs/periodic-pass';
import { PeriodicRuns } from '../jobs/periodic-runs';
import { MilestoneRecorder } from './milestone-recorder';

/** Its name in the scheduler registry and in periodic_runs. */
export const TRIAL_RECONCILER = 'trial-reconciler';
/**
 * Each worker asks this many times a period whether the period's pass has run: the pass starts
 * within a quarter period of the period's start, whichever worker asks first.
 */
const CHECKS_PER_PERIOD = 4;

/**
 * Once per TRIAL_RECONCILE_MS across all workers (periodic_runs decides which worker), records
 * whatever milestones PostgreSQL says are overdue, so a delayed job lost from Redis only delays
 * an offer or expiry, never skips it. It needs only PostgreSQL, so it runs while Redis is away.
 */
@Injectable()
export class TrialReconciler extends PeriodicPass {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly recorder: MilestoneRecorder,
    private readonly runs: PeriodicRuns,
  ) {
    const everyMs = Math.max(1, Math.floor(config.TRIAL_RECONCILE_MS / CHECKS_PER_PERIOD));
    super(TRIAL_RECONCILER, { everyMs, runNow: true });
  }

  /** The period's pass, unless another worker already ran it. */
  protected async pass(): Promise<void> {
    if (!(await this.runs.claim(TRIAL_RECONCILER, this.config.TRIAL_RECONCILE_MS))) return;
    let recorded: number;
    do recorded = await this.recorder.recordDue(new Date());
    while (recorded > 0);
  }
}
