import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { markOutboxWritten } from '@retainly/database';
import { JobName } from '@retainly/events';
import { JobHandler } from '../jobs/job-handler.decorator';
import { closeStallEpisodes } from './close-stall-episodes';
import { queueDueDigestsStep } from './digests/queue-due-digests';
import { openStallEpisodes } from './open-stall-episodes';
import { queueDueNudges } from './queue-due-nudges';
import type { SweepStep } from './sweep-step';

/** Taken for the sweep's transaction: a second sweep at the same time skips instead of waiting. */
const SWEEP_LOCK_KEY = 'retainly.outcome-sweep';

/**
 * What one sweep runs, in order, in one transaction. Close first (a client who came back is not
 * stalled), then open, then queue the nudges due (including the first of episodes just opened).
 * Last, the weekly digests that came due (Monday 08:00 in each agency's zone).
 */
export const SWEEP_STEPS: readonly SweepStep[] = [
  closeStallEpisodes,
  openStallEpisodes,
  queueDueNudges,
  queueDueDigestsStep,
];

/** Rows each step acted on, by step name; `skipped` when another sweep held the lock. */
export interface SweepResult {
  skipped: boolean;
  counts: Record<string, number>;
}

/**
 * The outcome sweep: every OUTCOME_SWEEP_MS the job scheduler makes one SweepOutcomes job for
 * all workers; the advisory lock keeps even a direct call from overlapping a scheduled one.
 */
@Injectable()
export class OutcomeSweep {
  private readonly logger = new Logger(OutcomeSweep.name);

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @JobHandler(JobName.SweepOutcomes)
  async runScheduled(): Promise<SweepResult> {
    const result = await this.sweep(new Date());
    if (!result.skipped) this.logger.log(result.counts, 'outcome sweep');
    return result;
  }

  /** One pass at `now` (tests and the benchmark pass their own). */
  async sweep(now: Date, steps: readonly SweepStep[] = SWEEP_STEPS): Promise<SweepResult> {
    return this.db.transaction(async (manager) => {
      const [{ locked }]: { locked: boolean }[] = await manager.query(
        `SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked`,
        [SWEEP_LOCK_KEY],
      );
      if (!locked) return { skipped: true, counts: {} };
      // The planner's cost estimates cross JIT's threshold, and compiling took longer (1.5 s
      // in bench:sweep) than running the statements; they are index lookups and short joins.
      await manager.query(`SET LOCAL jit = off`);
      const counts: Record<string, number> = {};
      for (const step of steps) counts[step.name] = await step.run(manager, now);
      markOutboxWritten(manager); // the steps insert events in SQL: wake the relay on commit
      return { skipped: false, counts };
    });
  }
}
