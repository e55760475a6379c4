import type { DataSource, EntityManager } from 'typeorm';
import { appendEvents } from '@retainly/database';
import type { SweepStep } from '../sweep-step';

/**
 * Agencies whose weekly digest is due at `$1`: an agency (not an operator) with at least one
 * version, access approved or a trial not yet over, the digest not turned off, whose own time
 * zone (an unknown one reads as UTC) says Monday at or after 08:00, and no digest yet for
 * that Monday. One row per agency and week (primary key), so passes, retries and any number of
 * workers queue it once.
 */
const QUEUE_DUE = `
  WITH zones AS MATERIALIZED (SELECT name FROM pg_timezone_names),
  agencies AS (
    SELECT u.id, ($1::timestamptz AT TIME ZONE coalesce(z.name, 'UTC')) AS local_now
      FROM retainly_users u
      LEFT JOIN zones z ON z.name = u.time_zone
      LEFT JOIN agency_outcome_settings s ON s.user_id = u.id
     WHERE u.role = 'agency'
       AND (u.approval = 'YES' OR (u.approval = 'TRIALING' AND u.trial_ends_at > $1))
       AND coalesce(s.digest_enabled, true)
       AND EXISTS (SELECT 1 FROM agency_versions v WHERE v.user_id = u.id)
  ),
  due AS (
    SELECT id AS user_id, local_now::date AS week_start FROM agencies
     WHERE extract(isodow FROM local_now) = 1 AND local_now::time >= time '08:00'
  )
  INSERT INTO agency_digests (user_id, week_start, queued_at)
  SELECT user_id, week_start, $1 FROM due d
   WHERE NOT EXISTS (SELECT 1 FROM agency_digests a
                      WHERE a.user_id = d.user_id AND a.week_start = d.week_start)
  ON CONFLICT DO NOTHING
  RETURNING id`;

/** Inside the caller's transaction: the digest rows and their DigestQueued events together. */
async function queueDigestsIn(manager: EntityManager, now: Date): Promise<number> {
  const queued: { id: string }[] = await manager.query(QUEUE_DUE, [now]);
  await appendEvents(
    manager,
    queued.map(({ id }) => ({ type: 'DigestQueued' as const, data: { digest_id: id } })),
  );
  return queued.length;
}

/**
 * Queues every weekly digest that is due, in one transaction of its own. Set-based; returns
 * how many were queued.
 */
export function queueDueDigests(db: DataSource, now: Date): Promise<number> {
  return db.transaction((manager) => queueDigestsIn(manager, now));
}

/** The outcome sweep's last step: each pass queues the digests that came due. */
export const queueDueDigestsStep: SweepStep = { name: 'digestsQueued', run: queueDigestsIn };
