import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { appendEvents } from '@retainly/database';
import { PeriodicPass } from '../jobs/periodic-pass';
import { PeriodicRuns } from '../jobs/periodic-runs';

export const HIGHLEVEL_RECONCILER = 'highlevel-reconciler';
/** How often every connected agency is synced in full, across all workers. */
export const HIGHLEVEL_RECONCILE_MS = 30 * 60_000;
const CHECKS_PER_PERIOD = 4;

/**
 * The reconciling sync: once per period (periodic_runs picks the worker), every connected
 * agency not synced within the period gets a full sync, which finds what a missed webhook did
 * not tell us (a new or removed sub-account, a new user). It only writes events, so it needs
 * neither Redis nor HighLevel to run.
 */
@Injectable()
export class HighLevelReconciler extends PeriodicPass {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly runs: PeriodicRuns,
  ) {
    super(HIGHLEVEL_RECONCILER, { everyMs: HIGHLEVEL_RECONCILE_MS / CHECKS_PER_PERIOD });
  }

  protected async pass(): Promise<void> {
    if (!this.config.HIGHLEVEL_CLIENT_ID) return;
    if (!(await this.runs.claim(HIGHLEVEL_RECONCILER, HIGHLEVEL_RECONCILE_MS))) return;
    const requested = await this.requestDue(HIGHLEVEL_RECONCILE_MS);
    if (requested > 0)
      this.logger.log({ agencies: requested }, 'HighLevel reconciling syncs requested');
  }

  /** Asks for a full sync of every connected agency not synced in the last `olderThanMs`. */
  async requestDue(olderThanMs: number): Promise<number> {
    return this.db.transaction(async (manager) => {
      const due = (await manager.query(
        `SELECT c.user_id FROM highlevel_connections c
          WHERE c.status = 'connected'
            AND coalesce((SELECT max(l.synced_at) FROM highlevel_locations l
                           WHERE l.user_id = c.user_id), c.connected_at)
                < now() - make_interval(secs => $1 / 1000.0)`,
        [olderThanMs],
      )) as { user_id: string }[];
      await appendEvents(
        manager,
        due.map(({ user_id }) => ({
          type: 'HighLevelSyncRequested' as const,
          data: { user_id, reason: 'reconcile' as const },
        })),
      );
      return due.length;
    });
  }
}
