import { Inject, Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { HOUR_MS, REPLACED_MEDIA_GRACE_HOURS } from '@retainly/domain';
import {
  deleteKeys,
  distinctKeys,
  itemFileKeysSql,
  MEDIA_STORAGE,
  unusedMediaKeys,
  type MediaStorage,
} from '@retainly/media';
import { PeriodicPass } from '../jobs/periodic-pass';

/**
 * Once an hour (and at boot), deletes media items replaced more than REPLACED_MEDIA_GRACE_HOURS
 * ago, then the files no other item uses: a video replaced a few times would otherwise keep every
 * old rendition on disk for good. An item something still plays is never deleted, whatever its
 * mark says.
 */
@Injectable()
export class ReplacedMediaSweep extends PeriodicPass {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    scheduler: SchedulerRegistry,
  ) {
    super(scheduler, 'replaced-media', { everyMs: HOUR_MS, runNow: true });
  }

  protected async pass(): Promise<void> {
    const removed = await this.removeReplaced();
    if (removed > 0) this.logger.log({ removed }, 'replaced media removed');
  }

  /** Deletes the replaced items past their grace and their unused files; returns how many. */
  async removeReplaced(): Promise<number> {
    const rows: { keys: (string | null)[] }[] = await this.db.query(
      `WITH deleted AS (
         DELETE FROM media_items i
          WHERE i.replaced_at < now() - make_interval(hours => $1)
            AND NOT EXISTS (SELECT 1 FROM agency_modules m WHERE m.media_id = i.id)
            AND NOT EXISTS (SELECT 1 FROM video_catalogue c WHERE c.media_id = i.id)
            AND NOT EXISTS (SELECT 1 FROM site_media s WHERE s.media_id = i.id)
         RETURNING id, renditions, poster_key, captions_key, source_key)
       SELECT ${itemFileKeysSql('deleted')} AS keys FROM deleted`,
      [REPLACED_MEDIA_GRACE_HOURS],
    );
    // The rows are gone first, so a file that cannot be removed now is wasted space, not a
    // broken video; it is logged, and nothing retries it.
    const unused = await unusedMediaKeys(this.db, distinctKeys(rows));
    for (const { key, error } of await deleteKeys(this.storage, unused)) {
      this.logger.warn({ err: error.message, key }, 'replaced media file not removed');
    }
    return rows.length;
  }
}
