import type { DataSource } from 'typeorm';
import { appendEvents } from '@retainly/database';
import type { HighLevelUser, InstalledLocation } from '@retainly/highlevel';
import { PENDING_STEPS_OF_LOCATION } from './pending-steps.sql';

/** The agency's sub-accounts and their users as HighLevel last told us. */
export class SubAccountRows {
  constructor(private readonly db: DataSource) {}

  async connectedCompany(userId: string): Promise<string | null> {
    const [row] = (await this.db.query(
      `SELECT company_id FROM highlevel_connections WHERE user_id = $1 AND status = 'connected'`,
      [userId],
    )) as { company_id: string }[];
    return row?.company_id ?? null;
  }

  /**
   * Records installed sub-accounts. With `complete` (HighLevel's whole list), those no longer
   * listed are marked uninstalled.
   */
  async installed(
    userId: string,
    companyId: string,
    locations: InstalledLocation[],
    complete: boolean,
  ) {
    await this.db.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO highlevel_locations (location_id, user_id, company_id, name, installed)
         SELECT id, $1, $2, name, true FROM unnest($3::text[], $4::text[]) AS l(id, name)
         ON CONFLICT (location_id) DO UPDATE SET installed = true, removed_at = NULL,
           name = EXCLUDED.name, updated_at = now()
         WHERE highlevel_locations.user_id = EXCLUDED.user_id`,
        [userId, companyId, locations.map((each) => each._id), locations.map((each) => each.name)],
      );
      if (!complete) return;
      // A missed UNINSTALL: the sub-account is gone from HighLevel's list, so its token goes.
      await manager.query(
        `UPDATE highlevel_locations SET installed = false, removed_at = now(),
           access_token = NULL, refresh_token = NULL, token_key_id = NULL, expires_at = NULL,
           updated_at = now()
         WHERE user_id = $1 AND installed AND NOT (location_id = ANY($2::text[]))`,
        [userId, locations.map((each) => each._id)],
      );
    });
  }

  async installedLocations(userId: string): Promise<string[]> {
    const rows = (await this.db.query(
      `SELECT location_id FROM highlevel_locations WHERE user_id = $1 AND installed
        ORDER BY location_id`,
      [userId],
    )) as { location_id: string }[];
    return rows.map((row) => row.location_id);
  }

  /** Whether another sync brought the sub-account up to date after `since`. */
  async syncedSince(locationId: string, since: Date): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM highlevel_locations WHERE location_id = $1 AND synced_at > $2`,
      [locationId, since],
    );
    return rows.length > 0;
  }

  /**
   * The sub-account is up to date; with a step pending (say, a new user makes a team), its
   * setup steps are checked now rather than at the next poll.
   */
  async synced(locationId: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const due: { user_id: string; location_id: string }[] = await manager.query(
        `WITH synced AS (
           UPDATE highlevel_locations l SET synced_at = now(),
             steps_checked_at = CASE WHEN EXISTS (${PENDING_STEPS_OF_LOCATION})
                                     THEN now() ELSE l.steps_checked_at END
            WHERE l.location_id = $1
            RETURNING l.user_id, l.location_id, l.steps_checked_at = now() AS check_now)
         SELECT user_id, location_id FROM synced WHERE check_now`,
        [locationId],
      );
      await appendEvents(
        manager,
        due.map((row) => ({ type: 'HighLevelStepsCheckRequested' as const, data: row })),
      );
    });
  }

  /** Whether the sub-account was given its version already (its plan no longer decides it). */
  async provisioned(locationId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM highlevel_locations WHERE location_id = $1 AND provisioned_at IS NOT NULL`,
      [locationId],
    );
    return rows.length > 0;
  }

  async saasPlan(locationId: string, saasPlanId: string | null): Promise<void> {
    await this.db.query(
      `UPDATE highlevel_locations SET saas_plan_id = $2, updated_at = now() WHERE location_id = $1`,
      [locationId, saasPlanId],
    );
  }

  /** The sub-account's own users as listed now; one no longer listed keeps its history. */
  async users(locationId: string, users: HighLevelUser[]) {
    // Agency staff see every sub-account; only the sub-account's own users are its clients.
    const live = users.filter((user) => !user.deleted && user.roles?.type !== 'agency');
    const nameOf = (user: HighLevelUser) =>
      user.name ?? ([user.firstName, user.lastName].filter(Boolean).join(' ') || null);
    await this.db.query(
      `INSERT INTO highlevel_users (location_id, highlevel_user_id, name, email)
       SELECT $1, id, name, lower(email) FROM unnest($2::text[], $3::text[], $4::text[])
         AS u(id, name, email)
       ON CONFLICT (location_id, highlevel_user_id) DO UPDATE SET
         name = EXCLUDED.name, email = EXCLUDED.email, updated_at = now()`,
      [
        locationId,
        live.map((user) => user.id),
        live.map((user) => nameOf(user)?.slice(0, 200) ?? null),
        live.map((user) => user.email?.slice(0, 254) ?? null),
      ],
    );
  }
}
