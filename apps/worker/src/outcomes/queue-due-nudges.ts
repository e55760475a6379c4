import {
  MAX_NUDGES_PER_EPISODE,
  NUDGE_DAY_ENDS_AT_HOUR,
  NUDGE_DAY_STARTS_AT_HOUR,
} from '@retainly/domain';
import type { EntityManager } from 'typeorm';
import type { SweepStep } from './sweep-step';

/**
 * Queues the next reminder of every open episode that is due, in one statement: a client_nudges
 * row numbered nudges_sent + 1 (unique per episode, so never a fourth or a repeat), its
 * NudgeQueued event, and the episode's count and next date (N days on; none after the third).
 *
 * Only clients known by e-mail who have not unsubscribed, of agencies with access (paid or in an
 * unexpired trial) and nudges on, and only while it is 08:00-21:00 on the client's clock (their
 * browser's zone, else the agency's): a nudge due at night waits for a sweep in the morning.
 */
export const queueDueNudges: SweepStep = {
  name: 'nudgesQueued',
  async run(manager: EntityManager, now: Date): Promise<number> {
    const [{ queued }]: { queued: number }[] = await manager.query(
      `WITH zones AS MATERIALIZED (SELECT name FROM pg_timezone_names),
       due AS (
         SELECT s.id AS stall_id, s.client_id, s.nudges_sent + 1 AS number
         FROM client_stalls s
         JOIN portal_clients p ON p.id = s.client_id
         JOIN retainly_users u ON u.id = s.user_id
         LEFT JOIN agency_outcome_settings o ON o.user_id = s.user_id
         -- A zone the browser knew but PostgreSQL does not must not fail the whole sweep.
         LEFT JOIN zones client_zone ON client_zone.name = p.time_zone
         LEFT JOIN zones agency_zone ON agency_zone.name = u.time_zone
         WHERE s.ended_at IS NULL AND s.next_nudge_at <= $1 AND s.nudges_sent < $2
           AND coalesce(o.nudges_enabled, true)
           AND (u.approval = 'YES' OR (u.approval = 'TRIALING' AND u.trial_ends_at > $1))
           AND p.email IS NOT NULL AND p.nudges_unsubscribed_at IS NULL
           AND extract(hour FROM $1::timestamptz AT TIME ZONE coalesce(client_zone.name, agency_zone.name, 'UTC'))
               BETWEEN $3::int AND $4::int - 1),
       nudges AS (
         INSERT INTO client_nudges (stall_id, client_id, number, queued_at)
         SELECT stall_id, client_id, number, $1 FROM due
         ON CONFLICT (stall_id, number) DO NOTHING
         RETURNING id, stall_id, number),
       counted AS (
         UPDATE client_stalls s SET nudges_sent = n.number,
           next_nudge_at = CASE WHEN n.number < $2
                                THEN $1::timestamptz + make_interval(hours => 24 * s.stall_days) END
         FROM nudges n
         WHERE s.id = n.stall_id
         RETURNING s.id),
       events AS (
         INSERT INTO outbox_events (id, type, data)
         SELECT gen_random_uuid(), 'NudgeQueued', jsonb_build_object('nudge_id', n.id)
         FROM nudges n
         RETURNING id)
       SELECT (SELECT count(*) FROM events)::int AS queued, (SELECT count(*) FROM counted) AS counted`,
      [now, MAX_NUDGES_PER_EPISODE, NUDGE_DAY_STARTS_AT_HOUR, NUDGE_DAY_ENDS_AT_HOUR],
    );
    return queued;
  },
};
