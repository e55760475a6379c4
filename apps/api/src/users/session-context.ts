import type { UserEntity } from '@retainly/database';
import { isTrialExpired, trialDaysRemaining, type SessionContext } from '@retainly/domain';

export type { SessionContext };

/** The signed-in user as every account answer returns it to the web (spec §4). */
export function sessionContext(user: UserEntity, now = new Date()): SessionContext {
  const trialing = user.approval === 'TRIALING';
  return {
    userId: user.id,
    email: user.email,
    fullName: user.fullName,
    agencyName: user.agencyName,
    approval: user.approval,
    isApproved: user.approval === 'YES',
    isTrialing: trialing,
    trialDaysRemaining: trialing ? trialDaysRemaining(user.trialEndsAt, now) : 0,
    isTrialExpired: trialing && isTrialExpired(user.trialEndsAt, now),
    initialQuestionsCompleted: user.initialQuestionsCompleted,
    plan: user.plan,
    activeSubaccounts: user.activeSubaccounts,
    isOperator: user.role === 'operator',
  };
}
