import type { UserEntity } from '@retainly/database';
import { isTrialExpired, trialDaysRemaining } from '@retainly/domain';

/** The session context of spec §3, as GET /api/me returns it. */
export class SessionContext {
  userId: string;
  email: string;
  fullName: string | null;
  approval: 'YES' | 'TRIALING' | 'NO' | null;
  isApproved: boolean;
  isTrialing: boolean;
  trialDaysRemaining: number;
  isTrialExpired: boolean;
  initialQuestionsCompleted: boolean;
  plan: 'BASIC' | 'ADVANCED';
}

export function sessionContext(user: UserEntity, now = new Date()): SessionContext {
  const trialing = user.approval === 'TRIALING';
  return {
    userId: user.id,
    email: user.email,
    fullName: user.fullName,
    approval: user.approval,
    isApproved: user.approval === 'YES',
    isTrialing: trialing,
    trialDaysRemaining: trialing ? trialDaysRemaining(user.trialEndsAt, now) : 0,
    isTrialExpired: trialing && isTrialExpired(user.trialEndsAt, now),
    initialQuestionsCompleted: user.initialQuestionsCompleted,
    plan: user.plan,
  };
}
