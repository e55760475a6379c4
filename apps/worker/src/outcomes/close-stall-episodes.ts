import type { EntityManager } from 'typeorm';
import { LAST_ACTIVITY_SQL } from './last-activity.sql';
import type { SweepStep } from './sweep-step';

/**
 * Ends every open episode whose client finished onboarding ('completed') or did anything after
 * the moment the episode counts from ('resumed'). One statement for all clients.
 */
export const closeStallEpisodes: SweepStep = {
  name: 'closed',
  async run(manager: EntityManager, now: Date): Promise<number> {
    const [{ closed }]: { closed: number }[] = await manager.query(
      `WITH ended AS (
         UPDATE client_stalls s SET ended_at = $1,
           end_reason = CASE WHEN p.onboarding_completed_at IS NOT NULL
                             THEN 'completed' ELSE 'resumed' END
         FROM portal_clients p
         WHERE s.ended_at IS NULL AND p.id = s.client_id
           AND (p.onboarding_completed_at IS NOT NULL OR ${LAST_ACTIVITY_SQL} > s.inactive_since)
         RETURNING s.id, s.client_id),
       -- onboarding-stalled comes off the contacts in the agency's own HighLevel.
       marked AS (SELECT mark_highlevel_write_backs(array(SELECT client_id FROM ended)) AS n)
       SELECT (SELECT count(*)::int FROM ended) AS closed, (SELECT n FROM marked) AS marked`,
      [now],
    );
    return closed;
  },
};
