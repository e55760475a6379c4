/**
 * A client's last activity: their last sign-in, last heartbeat or last completion (first
 * sign-in for a client who only ever signed in once). `p` is the portal_clients row.
 */
export const LAST_ACTIVITY_SQL = `greatest(p.created_at, p.last_login_at,
  (SELECT max(mp.beat_at) FROM module_progress mp WHERE mp.client_id = p.id),
  (SELECT max(mc.completed_at) FROM module_completions mc WHERE mc.client_id = p.id))`;

/** An instant as JavaScript's toISOString() writes it, for event payloads built in SQL. */
export const isoTimestamp = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
