import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { JobName, jobId } from '@retainly/events';
import { QueueRegistry, jobRequest } from '@retainly/queues';
import { PeriodicPass } from '../jobs/periodic-pass';

export const HIGHLEVEL_WRITE_BACK_PASS = 'highlevel-write-back-pass';
/**
 * A row enqueued this long ago and still dirty gets a job of a new round: its job gave up,
 * Redis lost it, or it waits out a long backoff (then the old one, superseded, does nothing).
 */
export const WRITE_BACK_REDRIVE_MS = 10 * 60_000;
/** Rows per pass; the next pass takes the next ones. */
const BATCH_SIZE = 1_000;

/**
 * Finds the write-backs that are due and adds their jobs: dirty for longer than
 * HIGHLEVEL_WRITE_BACK_DELAY_MS (a burst of changes becomes one write), of agencies whose
 * connection works and that write back. Every worker runs it; SKIP LOCKED hands each row to
 * one of them. A row is stamped (enqueued, its round moved on) before its job is added.
 */
@Injectable()
export class WriteBackPass extends PeriodicPass {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly queues: QueueRegistry,
  ) {
    super(HIGHLEVEL_WRITE_BACK_PASS, { everyMs: config.HIGHLEVEL_WRITE_BACK_PASS_MS });
  }

  protected async pass(): Promise<void> {
    if (!this.config.HIGHLEVEL_CLIENT_ID) return;
    await this.enqueueDue();
  }

  /** Adds a job for each due row; answers how many. */
  async enqueueDue(delayMs = this.config.HIGHLEVEL_WRITE_BACK_DELAY_MS): Promise<number> {
    const due: { client_id: string; round: number }[] = await this.db.query(
      `WITH due AS (
         SELECT w.client_id FROM highlevel_write_backs w
           JOIN highlevel_connections c ON c.user_id = w.user_id
          WHERE w.dirty_at IS NOT NULL
            AND w.dirty_at <= now() - make_interval(secs => $1 / 1000.0)
            AND (w.enqueued_at IS NULL
                 OR w.enqueued_at < now() - make_interval(secs => $2 / 1000.0))
            AND c.status = 'connected' AND c.write_back_location_id IS NOT NULL
          ORDER BY w.dirty_at
          LIMIT $3
          FOR UPDATE OF w SKIP LOCKED),
       stamped AS (
         UPDATE highlevel_write_backs w SET enqueued_at = now(), round = w.round + 1
           FROM due WHERE w.client_id = due.client_id
         RETURNING w.client_id, w.round)
       SELECT client_id, round FROM stamped`,
      [delayMs, WRITE_BACK_REDRIVE_MS, BATCH_SIZE],
    );
    if (due.length === 0) return 0;
    // Added once the stamp is committed, so a job that starts at once reads its own round.
    try {
      await this.queues
        .forJob(JobName.WriteBackHighLevel)
        .addBulk(
          due.map(({ client_id, round }) =>
            jobRequest(
              JobName.WriteBackHighLevel,
              { clientId: client_id, round },
              jobId(JobName.WriteBackHighLevel, client_id, `round-${round}`),
              this.config,
            ),
          ),
        );
    } catch (error) {
      // Redis refused: unstamp them for the next pass (should this fail too, the re-drive
      // after WRITE_BACK_REDRIVE_MS picks them up).
      await this.db.query(
        `UPDATE highlevel_write_backs SET enqueued_at = NULL
          WHERE client_id = ANY($1::uuid[]) AND round = ANY($2::int[])`,
        [due.map((row) => row.client_id), due.map((row) => row.round)],
      );
      throw error;
    }
    return due.length;
  }
}
