import type { EntityManager } from 'typeorm';
import { appendEvents, type UserEntity } from '@retainly/database';
import { trialEndFrom } from '@retainly/domain';

/**
 * The first sign-in of an account that never had access starts its 7-day trial (spec §4,
 * session lifecycle). Emits UserSignedUp and TrialStarted in the same transaction.
 */
export async function startTrialIfNew(manager: EntityManager, user: UserEntity, now = new Date()) {
  if (user.approval !== null || user.trialStartedAt !== null) return;
  const endsAt = trialEndFrom(now);
  await manager.query(
    `UPDATE retainly_users SET approval = 'TRIALING', trial_started_at = $2, trial_ends_at = $3,
       updated_at = now() WHERE id = $1`,
    [user.id, now, endsAt],
  );
  Object.assign(user, { approval: 'TRIALING', trialStartedAt: now, trialEndsAt: endsAt });
  await appendEvents(manager, [
    {
      type: 'UserSignedUp',
      data: { user_id: user.id, email: user.email, affiliate_id: user.affiliateId },
    },
    {
      type: 'TrialStarted',
      data: { user_id: user.id, email: user.email, trial_ends_at: endsAt.toISOString() },
    },
  ]);
}
