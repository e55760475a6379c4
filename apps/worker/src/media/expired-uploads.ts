import { Inject, Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { HOUR_MS, UPLOAD_EXPIRY_DAYS } from '@retainly/domain';
import { deleteKeys, MEDIA_STORAGE, uploadStoreKeys, type MediaStorage } from '@retainly/media';
import { PeriodicPass } from '../jobs/periodic-pass';

/**
 * Once an hour (and at boot), deletes uploads with no PATCH (bytes) for UPLOAD_EXPIRY_DAYS:
 * a closed tab or a lost laptop would otherwise hold an agency's quota and the tus store's disk
 * for good. The row goes first, in one statement, so two workers never both claim one upload
 * and a client resuming afterwards gets a 404 and starts again; the files follow.
 */
@Injectable()
export class ExpiredUploads extends PeriodicPass {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    scheduler: SchedulerRegistry,
  ) {
    super(scheduler, 'expired-uploads', { everyMs: HOUR_MS, runNow: true });
  }

  protected async pass(): Promise<void> {
    const removed = await this.removeExpired();
    if (removed > 0) this.logger.log({ removed }, 'expired uploads removed');
  }

  /** Deletes the expired uploads and their files; returns how many there were. */
  async removeExpired(): Promise<number> {
    const [rows]: [{ id: string }[], number] = await this.db.query(
      `DELETE FROM media_items
        WHERE status = 'uploading' AND updated_at < now() - make_interval(days => $1)
        RETURNING id`,
      [UPLOAD_EXPIRY_DAYS],
    );
    const keys = rows.flatMap(({ id }) => uploadStoreKeys(this.config, id));
    // The row is gone, so the next pass does not retry a file left behind.
    for (const { key, error } of await deleteKeys(this.storage, keys)) {
      this.logger.warn({ err: error.message, key }, 'upload file not removed');
    }
    return rows.length;
  }
}
