/**
 * Help used inside the CRM (issue #19), kept apart from the client list's queries so the list's
 * plans do not change: one small indexed read each.
 */

/** Clients of the agency ($1; $2 one version or null) who used the help panel in 30 days. */
export const HELP_CLIENTS = `
  SELECT count(DISTINCT h.client_id)::int AS clients
    FROM agency_versions v
    JOIN help_events h ON h.version_id = v.id AND h.created_at > now() - interval '30 days'
   WHERE v.user_id = $1 AND ($2::text IS NULL OR v.id = $2)`;

/** One client's ($1, already checked to be the agency's) help use, by kind. */
export const CLIENT_HELP_USE = `
  SELECT count(*) FILTER (WHERE kind = 'opened')::int AS opened,
         count(*) FILTER (WHERE kind = 'searched')::int AS searched,
         count(*) FILTER (WHERE kind = 'played')::int AS played,
         max(created_at) AS last_at
    FROM help_events WHERE client_id = $1`;

export interface HelpUseRecord {
  opened: number;
  searched: number;
  played: number;
  last_at: Date | null;
}
