import { isTrialExpired } from './trial';

/** What an endpoint needs: 'trial' = the walkthrough and trial offers; 'full' = every tool. */
export type AccessLevel = 'trial' | 'full';

export type AccessRefusal = 'access_required' | 'trial_ended' | 'trial_limited';

export interface AccessSubject {
  approval: 'YES' | 'TRIALING' | 'NO' | null;
  trialEndsAt: Date | null;
}

/** The server-side access rule (signed-in spec §4 'Access state'); null means allowed. */
export function accessRefusal(
  user: AccessSubject,
  level: AccessLevel,
  now = new Date(),
): AccessRefusal | null {
  if (user.approval === 'YES') return null;
  if (user.approval !== 'TRIALING') return 'access_required';
  if (isTrialExpired(user.trialEndsAt, now)) return 'trial_ended';
  return level === 'trial' ? null : 'trial_limited';
}

export const ACCESS_MESSAGES: Record<AccessRefusal, string> = {
  access_required:
    'Your trial has ended or access has been revoked. Please upgrade to continue using the product.',
  trial_ended: 'Your free trial has ended',
  trial_limited: 'Upgrade to use this tool: your trial includes the walkthrough and trial offers.',
};
