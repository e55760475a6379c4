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
 * or null. Completion counts only modules visible in the client's version.
 */
export const SCORED_CLIENTS = `
  WITH versions AS (
    SELECT id, tier FROM agency_versions WHERE user_id = $1 AND ($2::text IS NULL OR id = $2)
  ),
  hidden AS (
    SELECT s.version_id, s.category_id, s.module_id FROM agency_video_settings s
    JOIN versions v ON v.id = s.version_id WHERE NOT s.is_visible
  ),
  visible_counts AS (
    SELECT v.id AS version_id,
      (SELECT count(*) FROM video_catalogue) - (SELECT count(*) FROM hidden h WHERE h.version_id = v.id)
        AS visible
    FROM versions v
  ),
  scored AS (
    SELECT p.id, p.name, p.email, p.version_id, v.tier, p.last_login_at, vc.visible,
      count(m.module_id) FILTER (WHERE h.module_id IS NULL) AS completed
    FROM portal_clients p
    JOIN versions v ON v.id = p.version_id
    JOIN visible_counts vc ON vc.version_id = p.version_id
    LEFT JOIN module_completions m ON m.client_id = p.id
    LEFT JOIN hidden h ON h.version_id = p.version_id
      AND h.category_id = m.category_id AND h.module_id = m.module_id
    WHERE $3::text IS NULL OR p.name ILIKE $3 OR p.email ILIKE $3
    GROUP BY p.id, v.tier, vc.visible
  )
  SELECT *, CASE WHEN visible = 0 THEN 0 ELSE round(completed * 100.0 / visible) END AS completion
  FROM scored`;
