import type { DashboardSort } from '@retainly/domain';

/** Sort columns by name, never from the request text. */
export const SORT_SQL: Record<DashboardSort, string> = {
  name: 'lower(coalesce(name, email))',
  email: 'lower(coalesce(email, name))',
  completion: 'completion',
  lastLogin: 'last_login_at',
};

/**
 * One agency's clients with their completion: $1 owner, $2 version or null, $3 search pattern
 * or null. Completion counts only modules visible in the client's version; the count itself is
 * kept on portal_clients by triggers (migration CompletionCounts).
 */
export const SCORED_CLIENTS = `
  WITH versions AS (
    SELECT id, tier FROM agency_versions WHERE user_id = $1 AND ($2::text IS NULL OR id = $2)
  ),
  visible_counts AS MATERIALIZED (
    SELECT v.id AS version_id, v.tier,
      (SELECT count(*) FROM version_modules m WHERE m.version_id = v.id AND m.is_visible)
        AS visible
    FROM versions v
  )
  SELECT p.id, p.name, p.email, p.version_id, vc.tier, p.last_login_at, vc.visible,
    p.completed_visible AS completed,
    CASE WHEN vc.visible = 0 THEN 0 ELSE round(p.completed_visible * 100.0 / vc.visible) END
      AS completion
  FROM portal_clients p
  JOIN visible_counts vc ON vc.version_id = p.version_id
  WHERE $3::text IS NULL OR p.name ILIKE $3 OR p.email ILIKE $3`;
