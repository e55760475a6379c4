import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import {
  HOUR_MS,
  REPLACED_MEDIA_GRACE_HOURS,
  UNSTARTED_UPLOAD_EXPIRY_MINUTES,
  UPLOAD_EXPIRY_DAYS,
} from '@retainly/domain';
import {
  deleteKeys,
  distinctKeys,
  itemFileKeysSql,
  MEDIA_STORAGE,
  UNFINISHED_WRITE_HOURS,
  unusedMediaKeys,
  uploadStoreKeys,
  type MediaStorage,
} from '@retainly/media';
import { PeriodicPass } from '../jobs/periodic-pass';
import { UNATTACHED, UNMARKED_REPLACED } from './replaced-media-sql';
import { removeStaleWorkDirs } from './work-dir';

/**
 * Once an hour (and at boot), media nobody will play again leaves the database and the store:
 * uploads abandoned for UPLOAD_EXPIRY_DAYS (or never sent a byte for an hour), items replaced over a day ago, and what writes and
 * runs killed midway left (local `.partial` files, this host's work folders). Each row goes
 * first, in one statement, so two workers never both claim it; its files follow, and a file that
 * cannot be removed then is wasted space, never a broken video (logged, not retried).
 */
@Injectable()
export class MediaCleanup extends PeriodicPass {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super('media-cleanup', { everyMs: HOUR_MS, runNow: true });
  }

  protected async pass(): Promise<void> {
    const steps: [string, () => Promise<number>][] = [
      ['expired uploads', () => this.removeExpired()],
      ['replaced media', () => this.removeReplaced()],
      ['unfinished writes', () => this.removeUnfinishedWrites()],
      ['work folders', () => this.removeStaleWorkDirs()],
    ];
    // One failing step does not hold the others back until the next hour.
    const results = await Promise.allSettled(steps.map(([, step]) => step()));
    steps.forEach(([what], index) => {
      const result = results[index]!;
      if (result.status === 'rejected') {
        this.logger.warn({ err: (result.reason as Error).message }, `${what} not removed`);
      } else if (result.value > 0) this.logger.log({ removed: result.value }, `${what} removed`);
    });
  }

  /**
   * Uploads with no PATCH (bytes) for UPLOAD_EXPIRY_DAYS, and those that have received nothing
   * UNSTARTED_UPLOAD_EXPIRY_MINUTES after they were created (or their last, empty, PATCH): a
   * closed tab or a lost laptop would otherwise keep the row and the tus store's files (and an
   * agency's quota for what arrived) for good. A client resuming afterwards gets a 404 and starts
   * again. Returns how many there were.
   */
  async removeExpired(): Promise<number> {
    const [rows]: [{ id: string }[], number] = await this.db.query(
      `DELETE FROM media_items
        WHERE status = 'uploading'
          AND (updated_at < now() - make_interval(days => $1)
               OR (received_bytes = 0 AND updated_at < now() - make_interval(mins => $2)))
        RETURNING id`,
      [UPLOAD_EXPIRY_DAYS, UNSTARTED_UPLOAD_EXPIRY_MINUTES],
    );
    await this.removeFiles(
      rows.flatMap(({ id }) => uploadStoreKeys(this.config, id)),
      'upload file',
    );
    return rows.length;
  }

  /**
   * Items replaced more than REPLACED_MEDIA_GRACE_HOURS ago (or twice MEDIA_URL_TTL_SECONDS, if
   * longer: a signed URL can live that long), then the files no other item uses. Replacements a
   * worker from before the mark missed are marked first. An item something still plays is never
   * deleted, whatever its mark says. Returns how many items went.
   */
  async removeReplaced(): Promise<number> {
    await this.db.query(`UPDATE media_items i SET replaced_at = now() WHERE ${UNMARKED_REPLACED}`);
    const graceHours = Math.max(
      REPLACED_MEDIA_GRACE_HOURS,
      (2 * this.config.MEDIA_URL_TTL_SECONDS) / 3600,
    );
    const rows: { keys: (string | null)[] }[] = await this.db.query(
      `WITH deleted AS (
         DELETE FROM media_items i
          WHERE i.replaced_at < now() - make_interval(secs => $1) AND ${UNATTACHED}
         RETURNING id, renditions, poster_key, captions_key, source_key)
       SELECT ${itemFileKeysSql('deleted')} AS keys FROM deleted`,
      [graceHours * 3600],
    );
    await this.removeFiles(await unusedMediaKeys(this.db, distinctKeys(rows)), 'media file');
    return rows.length;
  }

  /**
   * What local puts killed midway left in the store's `.partial` folder, untouched for
   * UNFINISHED_WRITE_HOURS (a put under way keeps its file fresh). Returns how many went.
   */
  removeUnfinishedWrites(): Promise<number> {
    return this.storage.removeUnfinishedWrites(
      new Date(Date.now() - UNFINISHED_WRITE_HOURS * HOUR_MS),
    );
  }

  /** This host's work folders of runs killed midway (see workDirCutOff). */
  removeStaleWorkDirs(): Promise<number> {
    return removeStaleWorkDirs(this.workDirCutOff(Date.now()));
  }

  /**
   * Untouched for a day, or twice MEDIA_JOB_TIMEOUT_MS if longer: past that no run can still be
   * using a work folder.
   */
  workDirCutOff(now: number): Date {
    return new Date(
      now - Math.max(UNFINISHED_WRITE_HOURS * HOUR_MS, 2 * this.config.MEDIA_JOB_TIMEOUT_MS),
    );
  }

  private async removeFiles(keys: string[], what: string): Promise<void> {
    for (const { key, error } of await deleteKeys(this.storage, keys)) {
      this.logger.warn({ err: error.message, key }, `${what} not removed`);
    }
  }
}
