import { NO_SUB_ACCOUNT, type DashboardSort } from '@retainly/domain';
import { AT_RISK_SQL, healthSql, statusSql } from './client-health.sql';

/** Sort columns by name, never from the request text. */
export const SORT_SQL: Record<DashboardSort, string> = {
  name: 'lower(coalesce(name, email))',
  email: 'lower(coalesce(email, name))',
  completion: 'completion',
  lastLogin: 'last_login_at',
  health: 'health',
};

/**
 * Whether client `id` belongs to the sub-account `param` of the agency $1 ('none': to none).
 * The location is checked to be the agency's own, so another agency's id matches nothing.
 */
const subAccountMatch = (id: string, param: string) => `
  CASE WHEN ${param} = '${NO_SUB_ACCOUNT}' THEN NOT EXISTS (
         SELECT 1 FROM highlevel_users u WHERE u.client_id = ${id})
       ELSE EXISTS (
         SELECT 1 FROM highlevel_users u
           JOIN highlevel_locations l ON l.location_id = u.location_id AND l.user_id = $1
          WHERE u.client_id = ${id} AND u.location_id = ${param}) END`;

/** Sorts that need every client's health before the LIMIT. */
export const HEALTH_SORTS: readonly DashboardSort[] = ['health'];

/**
 * One agency's clients with their completion: $1 owner, $2 version or null, $3 search pattern
 * or null, $4 a HighLevel sub-account's location id, 'none' for clients of no sub-account, or
 * null. Completion counts only modules visible in the client's version; the count itself is
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
    p.created_at AS first_sign_in_at, p.started_at, p.onboarding_completed_at,
    greatest(p.last_login_at, p.last_progress_at) AS last_active_at,
    p.completed_visible AS completed, p.identity_verified_at IS NOT NULL AS identity_verified,
    CASE WHEN vc.visible = 0 THEN 0 ELSE round(p.completed_visible * 100.0 / vc.visible) END
      AS completion
  FROM portal_clients p
  JOIN visible_counts vc ON vc.version_id = p.version_id
  WHERE ($3::text IS NULL OR p.name ILIKE $3 OR p.email ILIKE $3)
    AND ($4::text IS NULL OR ${subAccountMatch('p.id', '$4')})`;

/**
 * A client's watch facts beside its row ($1..$4 as above): verified seconds and the last beat
 * over every module played, self-reported completions of visible modules, and the HighLevel
 * sub-account the client is a user of. Joined after the
 * LIMIT, so a page aggregates its own 25 clients' progress, never the whole agency's.
 */
const WATCH_FACTS = `
  LEFT JOIN LATERAL (
    SELECT coalesce(sum(p.watched_seconds), 0) AS watched_seconds, max(p.beat_at) AS last_watched_at
      FROM module_progress p WHERE p.client_id = clients.id
  ) watch ON true
  LEFT JOIN LATERAL (
    SELECT count(*) AS self_reported FROM module_completions m
      JOIN version_modules vm ON vm.version_id = clients.version_id
       AND vm.category_id = m.category_id AND vm.module_id = m.module_id AND vm.is_visible
     WHERE m.client_id = clients.id AND m.self_reported
  ) reported ON true
  LEFT JOIN LATERAL (
    SELECT l.name AS sub_account FROM highlevel_users u
      JOIN highlevel_locations l ON l.location_id = u.location_id
     WHERE u.client_id = clients.id ORDER BY l.name LIMIT 1
  ) sub ON true`;

/**
 * Status, health and the open stall beside each client row: the open stall episode is one
 * lookup in its partial unique index, the last activity is on the client row (sign-in, and the
 * last beat or completion kept by triggers). Applied after the LIMIT unless the filter or the
 * sort needs it for every client. OFFSET 0 keeps the planner from pasting the health
 * expression into each place that reads it.
 */
export const WITH_HEALTH = (clients: string) => `
  SELECT h.*,
    ${statusSql({
      completedAt: 'h.onboarding_completed_at',
      stalled: 'h.stalled',
      started: '(h.started_at IS NOT NULL OR h.completed > 0)',
    })} AS status,
    ${healthSql({
      now: 'now()',
      completedAt: 'h.onboarding_completed_at',
      completed: 'h.completed',
      visible: 'h.visible',
      lastActiveAt: 'h.last_active_at',
      firstSignInAt: 'h.first_sign_in_at',
      stalled: 'h.stalled',
    })} AS health
  FROM (
    SELECT c.*, s.id IS NOT NULL AS stalled, coalesce(s.nudges_sent, 0) AS nudges_sent
    FROM (${clients}) c
    LEFT JOIN client_stalls s ON s.client_id = c.id AND s.ended_at IS NULL
  ) h OFFSET 0`;

const WITH_WATCH_FACTS = (clients: string) => `
  SELECT clients.*, watch.watched_seconds, watch.last_watched_at, reported.self_reported,
         sub.sub_account
    FROM (${clients}) clients ${WATCH_FACTS}`;

/** What the list needs: the order, and whether only at-risk clients are shown. */
export interface ListShape {
  order: string;
  atRisk: boolean;
  /** The order reads health, so every client's health is needed before the LIMIT. */
  healthOrder: boolean;
}

const AT_RISK_CLIENTS = `SELECT * FROM (${WITH_HEALTH(SCORED_CLIENTS)}) r WHERE ${AT_RISK_SQL}`;

/**
 * One page in `order` ($5 limit, $6 offset), each row with its status, health and watch facts.
 * The plain list (the default) takes its 25 rows by index order first and scores only those.
 */
export function pageOfClients({ order, atRisk, healthOrder }: ListShape): string {
  const page = (clients: string) => `SELECT * FROM (${clients}) c ORDER BY ${order}, id
    LIMIT $5 OFFSET $6`;
  const scored = atRisk
    ? page(AT_RISK_CLIENTS)
    : healthOrder
      ? page(WITH_HEALTH(SCORED_CLIENTS))
      : WITH_HEALTH(page(SCORED_CLIENTS));
  return `${WITH_WATCH_FACTS(scored)} ORDER BY ${order}, id`;
}

/** Every matching client in `order` with status and health, for the CSV. */
export const allClients = ({ order, atRisk }: ListShape) =>
  `SELECT * FROM (${atRisk ? AT_RISK_CLIENTS : WITH_HEALTH(SCORED_CLIENTS)}) c
    ORDER BY ${order}, id`;

/** One client ($5) of the agency, or nothing. */
export const oneClient = WITH_WATCH_FACTS(
  WITH_HEALTH(`SELECT * FROM (${SCORED_CLIENTS}) c WHERE id = $5`),
);

/** The count and average completion of every matching client (only at-risk ones if asked). */
export const clientsSummary = (atRisk: boolean) =>
  `SELECT count(*) AS total, round(avg(completion)) AS average
    FROM (${atRisk ? AT_RISK_CLIENTS : SCORED_CLIENTS}) c`;

/** The plain list's summary (the benchmark's second statement). */
export const CLIENTS_SUMMARY = clientsSummary(false);

const MODULE_FACTS = `m.completed_at, m.self_reported, p.watched_seconds, p.duration_seconds,
  p.beat_at`;

/** $1 client, $2 its version: the visible modules in the agency's order, with its progress. */
export const CLIENT_MODULES = `
  SELECT vm.category_id, vm.module_id, vm.title, ${MODULE_FACTS}
    FROM version_modules vm
    LEFT JOIN module_completions m ON m.client_id = $1
     AND m.category_id = vm.category_id AND m.module_id = vm.module_id
    LEFT JOIN module_progress p ON p.client_id = $1
     AND p.category_id = vm.category_id AND p.module_id = vm.module_id
   WHERE vm.version_id = $2 AND vm.is_visible
   ORDER BY vm.position, vm.category_id, vm.module_id`;

/**
 * $1 client, $2 its version: completions of modules the version no longer has (a custom module
 * deleted or taken out of it), named from the kept agency_modules row.
 */
export const REMOVED_MODULES = `
  SELECT m.category_id, m.module_id, coalesce(am.title, c.title, 'Removed module') AS title,
         ${MODULE_FACTS}
    FROM module_completions m
    LEFT JOIN module_progress p ON p.client_id = m.client_id
     AND p.category_id = m.category_id AND p.module_id = m.module_id
    LEFT JOIN agency_modules am
      ON am.id = CASE WHEN m.category_id = 'custom' THEN m.module_id::uuid END
    LEFT JOIN video_catalogue c ON c.category_id = m.category_id AND c.module_id = m.module_id
   WHERE m.client_id = $1 AND NOT EXISTS (
     SELECT 1 FROM version_modules vm WHERE vm.version_id = $2
        AND vm.category_id = m.category_id AND vm.module_id = m.module_id)
   ORDER BY m.completed_at, m.category_id, m.module_id`;

/** The CSV's columns of modules: each matching version's visible modules, in order. */
export const VERSIONS_MODULES = `
  SELECT vm.version_id, vm.category_id, vm.module_id, vm.title
    FROM version_modules vm
    JOIN agency_versions v ON v.id = vm.version_id
   WHERE v.user_id = $1 AND ($2::text IS NULL OR v.id = $2) AND vm.is_visible
   ORDER BY vm.version_id, vm.position, vm.category_id, vm.module_id`;

/**
 * Every completion and progress row of the matching clients (one line each, the other side's
 * columns null): the CSV merges them per module in code, with the dashboard's status rule, and
 * sums each client's watch time from them.
 */
export const clientsModuleRecords = (atRisk: boolean) => `
  WITH clients AS (SELECT id FROM (${atRisk ? AT_RISK_CLIENTS : SCORED_CLIENTS}) c)
  SELECT m.client_id, m.category_id, m.module_id, m.self_reported,
         NULL::float8 AS watched_seconds, NULL::float8 AS duration_seconds,
         NULL::timestamptz AS beat_at
    FROM module_completions m WHERE m.client_id IN (SELECT id FROM clients)
  UNION ALL
  SELECT p.client_id, p.category_id, p.module_id, NULL, p.watched_seconds, p.duration_seconds,
         p.beat_at
    FROM module_progress p WHERE p.client_id IN (SELECT id FROM clients)`;
