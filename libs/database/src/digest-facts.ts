import type { EntityManager } from 'typeorm';
import type { DigestFacts } from '@retainly/domain';

/** At most this many stalled clients are named; the rest are counted. */
export const STALLED_NAMED = 10;

// $1 agency, $2 end of the week (the digest's queued_at, or now for a preview). Minutes watched: module_progress
// keeps each module's merged total, not when each second was watched, so the week's minutes
// are the verified seconds of modules first played in the week; the e-mail says so.
const FACTS = `
  WITH clients AS (
    SELECT p.* FROM portal_clients p JOIN agency_versions v ON v.id = p.version_id
     WHERE v.user_id = $1
  ), week AS (SELECT $2::timestamptz - interval '168 hours' AS starts, $2::timestamptz AS ends)
  SELECT
    (SELECT count(*) FROM clients, week WHERE created_at >= starts AND created_at < ends)
      AS new_clients,
    (SELECT count(*) FROM module_completions mc JOIN clients c ON c.id = mc.client_id, week
      WHERE mc.completed_at >= starts AND mc.completed_at < ends) AS modules_completed,
    (SELECT count(*) FROM clients, week
      WHERE onboarding_completed_at >= starts AND onboarding_completed_at < ends)
      AS onboardings_completed,
    (SELECT coalesce(sum(mp.watched_seconds), 0) FROM module_progress mp
       JOIN clients c ON c.id = mp.client_id, week
      WHERE mp.started_at >= starts AND mp.started_at < ends) AS watched_seconds,
    (SELECT count(*) FROM client_stalls s WHERE s.user_id = $1 AND s.ended_at IS NULL)
      AS stalled_total,
    (SELECT coalesce(array_agg(who ORDER BY stalled_at), '{}') FROM (
       SELECT coalesce(c.name, c.email, 'A client') AS who, s.stalled_at
         FROM client_stalls s JOIN clients c ON c.id = s.client_id
        WHERE s.user_id = $1 AND s.ended_at IS NULL
        ORDER BY s.stalled_at LIMIT ${STALLED_NAMED}) named) AS stalled`;

export async function digestFacts(
  manager: EntityManager,
  userId: string,
  weekEnds: Date,
): Promise<DigestFacts> {
  const [row]: {
    new_clients: string;
    modules_completed: string;
    onboardings_completed: string;
    watched_seconds: number;
    stalled_total: string;
    stalled: string[];
  }[] = await manager.query(FACTS, [userId, weekEnds]);
  return {
    newClients: Number(row!.new_clients),
    modulesCompleted: Number(row!.modules_completed),
    onboardingsCompleted: Number(row!.onboardings_completed),
    minutesWatched: Math.round(Number(row!.watched_seconds) / 60),
    stalledTotal: Number(row!.stalled_total),
    stalled: row!.stalled,
  };
}
