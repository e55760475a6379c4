import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/** How long a Connect click's state is good for. */
export const OAUTH_STATE_TTL_MINUTES = 10;

const hashOf = (state: string) => createHash('sha256').update(state).digest();

/** A new single-use state for `userId`; only its hash is stored. */
export async function issueOAuthState(manager: EntityManager, userId: string): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  await manager.query(
    `INSERT INTO highlevel_oauth_states (state_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [hashOf(state), userId, OAUTH_STATE_TTL_MINUTES],
  );
  // Expired states are of no use to anyone: each new one sweeps them.
  await manager.query(
    `DELETE FROM highlevel_oauth_states WHERE expires_at < now() - interval '1 day'`,
  );
  return state;
}

/**
 * Spends `state` for `userId`: true once, for an unused, unexpired state issued to this user.
 * A replayed callback, another agency's state or a made-up one gets false.
 */
export async function spendOAuthState(
  manager: EntityManager,
  userId: string,
  state: string,
): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `WITH spent AS (
       UPDATE highlevel_oauth_states SET used_at = now()
        WHERE state_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING 1)
     SELECT * FROM spent`,
    [hashOf(state), userId],
  );
  return rows.length === 1;
}
