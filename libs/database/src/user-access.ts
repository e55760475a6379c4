import type { EntityManager } from 'typeorm';
import type { Approval, Plan } from './entities';
import { appendEvents } from './outbox';
import { endAllSessions } from './sessions';

export class UnknownUserError extends Error {
  override name = 'UnknownUserError';
}

/**
 * Sets a user's approval (and optionally plan): the one use-case behind the operator command
 * and, later, billing. Anything but YES or TRIALING ends the user's sessions at once.
 */
export async function setUserAccess(
  manager: EntityManager,
  email: string,
  approval: Approval,
  plan?: Plan,
): Promise<{ userId: string; approval: Approval; plan: Plan }> {
  const rows: { id: string; plan: Plan }[] = await manager.query(
    `WITH changed AS (
       UPDATE retainly_users SET approval = $2, plan = coalesce($3, plan), updated_at = now()
       WHERE email = $1 RETURNING id, plan
     ) SELECT * FROM changed`,
    [email, approval, plan ?? null],
  );
  const user = rows[0];
  if (!user) throw new UnknownUserError(`No account for ${email}`);
  if (approval === 'NO') await endAllSessions(manager, user.id);
  await appendEvents(manager, [
    { type: 'AccessChanged', data: { user_id: user.id, email, approval, plan: user.plan } },
  ]);
  return { userId: user.id, approval, plan: user.plan };
}
