import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UnrecoverableError } from 'bullmq';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { JobName } from '@retainly/events';
import {
  HIGHLEVEL_KIT,
  HighLevelNotConnected,
  HighLevelRejected,
  HighLevelUnauthorized,
  type HighLevelKit,
} from '@retainly/highlevel';
import type { JobOf } from '@retainly/queues';
import { JobHandler } from '../jobs/job-handler.decorator';
import { WriteBackFields, WriteBackFieldsBusy } from './write-back-fields';
import { WriteBackRows } from './write-back-rows';
import { WriteBackWriter, type WriteBackResult } from './write-back-writer';

type WriteBackJob = JobOf<JobName.WriteBackHighLevel>;

/**
 * Writes one client's progress onto their contact in the agency's own HighLevel location. The
 * job carries the client's id and its round only: the state is read from PostgreSQL now, so a
 * job that waited out an hour of downtime sends the latest values, once. Every call goes
 * through the shared rate limiter and the agency's location token. HighLevel down or over its
 * limits throws, BullMQ retries with backoff, and the row stays dirty until written.
 */
@Injectable()
export class WriteBackHighLevelHandler {
  private readonly logger = new Logger(WriteBackHighLevelHandler.name);
  private readonly rows: WriteBackRows;
  private readonly writer: WriteBackWriter;

  constructor(
    @InjectDataSource() db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(HIGHLEVEL_KIT) private readonly kit: HighLevelKit | null,
  ) {
    this.rows = new WriteBackRows(db);
    this.writer = new WriteBackWriter(new WriteBackFields(db), config.APP_URL);
  }

  @JobHandler(JobName.WriteBackHighLevel)
  async writeBack(job: WriteBackJob): Promise<WriteBackResult | { skipped: string }> {
    if (!this.kit) return { skipped: 'the HighLevel integration is off' };
    const pending = await this.rows.pending(job.data.clientId);
    if (!pending) return { skipped: 'no write-back for this client' };
    if (pending.round !== job.data.round) return { skipped: 'superseded by a later round' };
    if (!pending.connected) {
      await this.rows.releaseIfBroken(pending.clientId);
      return { skipped: 'the HighLevel connection is not working' };
    }
    if (!pending.dirty || !pending.locationId) {
      await this.rows.settled(pending);
      return { skipped: pending.locationId ? 'already written' : 'write-back is off' };
    }
    const locationId = pending.locationId;
    try {
      const result = await this.writer.write(this.kit, pending, locationId, () =>
        this.rows.forgetContact(pending.clientId),
      );
      await this.rows.written(pending, result);
      return result;
    } catch (error) {
      if (error instanceof WriteBackFieldsBusy) throw error; // not a failure: retried shortly
      await this.rows.failed(pending.clientId, error as Error);
      // Revoked or uninstalled: the token store has marked the connection broken and told the
      // agency; the row stays dirty and is written once the agency reconnects.
      if (error instanceof HighLevelNotConnected || error instanceof HighLevelUnauthorized) {
        await this.rows.releaseIfBroken(pending.clientId);
        return { skipped: 'the grant is broken' };
      }
      if (error instanceof HighLevelRejected) {
        this.logger.warn({ clientId: pending.clientId, err: error.message }, 'Write-back refused');
        throw new UnrecoverableError(error.message);
      }
      throw error;
    }
  }
}
