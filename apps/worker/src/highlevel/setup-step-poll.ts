import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { appendEvents } from '@retainly/database';
import { PeriodicPass } from '../jobs/periodic-pass';
import { PeriodicRuns } from '../jobs/periodic-runs';
import { PENDING_STEPS_OF_LOCATION } from './pending-steps.sql';

export const SETUP_STEP_POLL = 'highlevel-setup-step-poll';
/**
 * How often a sub-account's pending steps are asked of HighLevel: at most 9 reads per
 * sub-account each time, far inside the 100 per 10 s and 200,000 a day allowed per resource.
 */
export const SETUP_STEP_POLL_MS = 10 * 60_000;
const CHECKS_PER_PERIOD = 4;

/**
 * The reconciling poll of setup steps: once per period (periodic_runs picks the worker), each
 * installed sub-account with a step pending and not checked within the period gets a check.
 * It catches the steps HighLevel sends no webhook for, and any webhook that was missed. It
 * only writes events, so it needs neither Redis nor HighLevel to run.
 */
@Injectable()
export class SetupStepPoll extends PeriodicPass {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly runs: PeriodicRuns,
  ) {
    super(SETUP_STEP_POLL, { everyMs: SETUP_STEP_POLL_MS / CHECKS_PER_PERIOD });
  }

  protected async pass(): Promise<void> {
    if (!this.config.HIGHLEVEL_CLIENT_ID) return;
    if (!(await this.runs.claim(SETUP_STEP_POLL, SETUP_STEP_POLL_MS))) return;
    const requested = await this.requestDue(SETUP_STEP_POLL_MS);
    if (requested > 0) this.logger.log({ subAccounts: requested }, 'Setup step checks requested');
  }

  /** Asks for a check of every sub-account with a pending step not checked in `olderThanMs`. */
  async requestDue(olderThanMs: number): Promise<number> {
    return this.db.transaction(async (manager) => {
      const due: { user_id: string; location_id: string }[] = await manager.query(
        // Through a CTE: TypeORM answers a bare UPDATE ... RETURNING with [rows, count].
        `WITH due AS (
           UPDATE highlevel_locations l SET steps_checked_at = now()
             FROM highlevel_connections c
            WHERE c.user_id = l.user_id AND c.status = 'connected'
              AND l.installed AND l.removed_at IS NULL
              AND coalesce(l.steps_checked_at, '-infinity')
                    < now() - make_interval(secs => $1 / 1000.0)
              AND EXISTS (${PENDING_STEPS_OF_LOCATION})
            RETURNING l.user_id, l.location_id)
         SELECT user_id, location_id FROM due`,
        [olderThanMs],
      );
      await appendEvents(
        manager,
        due.map((row) => ({ type: 'HighLevelStepsCheckRequested' as const, data: row })),
      );
      return due.length;
    });
  }
}
