import type { EntityManager } from 'typeorm';

/**
 * Ends every live session of a user, except `keep`: the one rule behind a password reset,
 * 'sign out of all devices', a cancellation and access removed (the api and the operator
 * command). The api's SessionsService also forgets them from its cache.
 */
export async function endAllSessions(
  manager: EntityManager,
  userId: string,
  keep?: string,
): Promise<void> {
  await manager.query(
    `UPDATE sessions SET revoked_at = now()
       WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR id <> $2)`,
    [userId, keep ?? null],
  );
}
