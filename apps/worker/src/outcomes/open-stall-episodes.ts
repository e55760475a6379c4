import { DEFAULT_STALL_DAYS, STALL_DAY_CHOICES } from '@retainly/domain';
import type { EntityManager } from 'typeorm';
import { isoTimestamp, LAST_ACTIVITY_SQL } from './last-activity.sql';
import type { SweepStep } from './sweep-step';

const SHORTEST_STALL_DAYS = Math.min(...STALL_DAY_CHOICES);

/**
 * Opens an episode for every unfinished client without one who has stalled by their agency's
 * N days (inclusive: exactly N days stalls), and writes its ClientStalled event in the same
 * statement, so an episode exists exactly when its event does.
 *
 * - never started: first sign-in N days ago or more, and no play since (`not_started`);
 * - started: no sign-in, heartbeat or completion for N days (`idle`);
 * - after an earlier episode: only once the client was active after that one began (which is
 *   what ended it) and then quiet for N days again, so one stall is announced once.
 *
 * The open-episode unique index makes a concurrent second open a no-op (ON CONFLICT).
 */
export const openStallEpisodes: SweepStep = {
  name: 'opened',
  async run(manager: EntityManager, now: Date): Promise<number> {
    const [{ opened }]: { opened: number }[] = await manager.query(
      `WITH candidates AS (
         SELECT p.id, p.version_id, p.name, p.email, p.started_at, p.created_at,
                p.completed_visible, v.user_id, v.tier, u.agency_name,
                coalesce(o.stall_days, $2) AS stall_days,
                ${LAST_ACTIVITY_SQL} AS last_activity,
                (SELECT max(e.inactive_since) FROM client_stalls e WHERE e.client_id = p.id)
                  AS previous_since
         FROM portal_clients p
         JOIN agency_versions v ON v.id = p.version_id
         JOIN retainly_users u ON u.id = v.user_id
         LEFT JOIN agency_outcome_settings o ON o.user_id = v.user_id
         WHERE p.onboarding_completed_at IS NULL
           -- No agency stalls sooner than the shortest choice: skips the active majority.
           AND (p.last_login_at <= $1::timestamptz - make_interval(hours => 24 * $3::int)
                OR (p.started_at IS NULL AND p.created_at <= $1::timestamptz - make_interval(hours => 24 * $3::int)))
           AND NOT EXISTS (SELECT 1 FROM client_stalls e
                           WHERE e.client_id = p.id AND e.ended_at IS NULL)),
       due AS (
         SELECT c.*, CASE WHEN c.started_at IS NULL THEN 'not_started' ELSE 'idle' END AS reason
         FROM candidates c
         WHERE CASE
           WHEN c.previous_since IS NOT NULL THEN c.last_activity > c.previous_since
             AND c.last_activity <= $1::timestamptz - make_interval(hours => 24 * c.stall_days)
           WHEN c.started_at IS NULL THEN c.created_at <= $1::timestamptz - make_interval(hours => 24 * c.stall_days)
           ELSE c.last_activity <= $1::timestamptz - make_interval(hours => 24 * c.stall_days) END),
       opened AS (
         INSERT INTO client_stalls (client_id, user_id, reason, stall_days, inactive_since,
                                    stalled_at, next_nudge_at)
         SELECT id, user_id, reason, stall_days, last_activity, $1, $1 FROM due
         ON CONFLICT (client_id) WHERE ended_at IS NULL DO NOTHING
         RETURNING id, client_id),
       visible AS (
         SELECT vm.version_id, count(*)::int AS modules FROM version_modules vm
         WHERE vm.is_visible AND vm.version_id IN (SELECT DISTINCT version_id FROM due)
         GROUP BY vm.version_id),
       events AS (
         INSERT INTO outbox_events (id, type, data)
         SELECT gen_random_uuid(), 'ClientStalled', jsonb_build_object(
           'client', jsonb_build_object('id', d.id, 'name', d.name, 'email', d.email),
           'version', jsonb_build_object('id', d.version_id, 'tier', d.tier),
           'agency', jsonb_build_object('id', d.user_id, 'name', d.agency_name),
           'stall_id', s.id,
           'reason', d.reason,
           'stall_days', d.stall_days,
           'inactive_since', ${isoTimestamp('d.last_activity')},
           -- completionPercentOf (libs/domain) in SQL: 100 only when every module is done.
           'percent', CASE WHEN coalesce(m.modules, 0) = 0 THEN 0
                           WHEN d.completed_visible >= m.modules THEN 100
                           ELSE least(99, round(100.0 * d.completed_visible / m.modules))::int END)
         FROM opened s JOIN due d ON d.id = s.client_id
         LEFT JOIN visible m ON m.version_id = d.version_id
         RETURNING id),
       -- The contacts in the agency's own HighLevel get onboarding-stalled (same statement).
       marked AS (SELECT mark_highlevel_write_backs(array(SELECT client_id FROM opened)) AS n)
       SELECT (SELECT count(*)::int FROM events) AS opened, (SELECT n FROM marked) AS marked`,
      [now, DEFAULT_STALL_DAYS, SHORTEST_STALL_DAYS],
    );
    return opened;
  },
};
