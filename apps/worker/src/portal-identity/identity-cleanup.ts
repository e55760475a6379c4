import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { HOUR_MS } from '@retainly/domain';
import { PeriodicPass } from '../jobs/periodic-pass';

/** A used or expired sign-in code is kept this long (to read a support question), then goes. */
export const SIGN_IN_CODE_KEEP_DAYS = 1;
/** An expired or revoked device session is kept this long after it ended, then goes. */
export const ENDED_DEVICE_SESSION_KEEP_DAYS = 30;

/**
 * Once an hour (and at boot), the verified sign-in's spent secrets leave the database: sign-in
 * codes used or expired over a day ago, and device sessions that ended over 30 days ago. Both
 * are hashes that open nothing any more; keeping them only grows two tables without end.
 */
@Injectable()
export class PortalIdentityCleanup extends PeriodicPass {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super('portal-identity-cleanup', { everyMs: HOUR_MS, runNow: true });
  }

  protected async pass(): Promise<void> {
    const removed = await this.removeSpent();
    if (removed.codes + removed.devices > 0) {
      this.logger.log(removed, 'spent portal sign-in codes and device sessions removed');
    }
  }

  /** Deletes what has ended long enough ago; returns how many of each went. */
  async removeSpent(): Promise<{ codes: number; devices: number }> {
    const [[, codes], [, devices]]: [unknown, number][] = await Promise.all([
      this.db.query(
        `DELETE FROM portal_sign_in_codes
          WHERE least(used_at, expires_at)
                < now() - make_interval(days => $1)`,
        [SIGN_IN_CODE_KEEP_DAYS],
      ),
      this.db.query(
        `DELETE FROM portal_device_sessions
          WHERE least(revoked_at, expires_at)
                < now() - make_interval(days => $1)`,
        [ENDED_DEVICE_SESSION_KEEP_DAYS],
      ),
    ]);
    return { codes, devices };
  }
}
