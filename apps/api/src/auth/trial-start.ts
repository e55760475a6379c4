import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { appendEvents, type UserEntity } from '@retainly/database';
import { trialEndFrom } from '@retainly/domain';
import { UsersRepository } from '../users/users.repository';

/**
 * The first sign-in of an account that never had access starts its 7-day trial (spec §4,
 * session lifecycle). Emits UserSignedUp and TrialStarted in the same transaction.
 */
@Injectable()
export class TrialStart {
  constructor(private readonly users: UsersRepository) {}

  async startIfNew(manager: EntityManager, user: UserEntity, now = new Date()): Promise<void> {
    if (user.approval !== null || user.trialStartedAt !== null) return;
    const endsAt = trialEndFrom(now);
    await this.users.startTrial(manager, user.id, now, endsAt);
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
}
