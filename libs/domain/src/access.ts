import { ErrorCode } from './error-codes';
import { isTrialExpired } from './trial';

/** What an endpoint needs: 'trial' = the walkthrough and trial offers; 'full' = every tool. */
export type AccessLevel = 'trial' | 'full';

export type AccessRefusal =
  typeof ErrorCode.AccessRequired | typeof ErrorCode.TrialEnded | typeof ErrorCode.TrialLimited;

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
  if (user.approval !== 'TRIALING') return ErrorCode.AccessRequired;
  if (isTrialExpired(user.trialEndsAt, now)) return ErrorCode.TrialEnded;
  return level === 'trial' ? null : ErrorCode.TrialLimited;
}

export const ACCESS_MESSAGES: Record<AccessRefusal, string> = {
  [ErrorCode.AccessRequired]:
    'Your trial has ended or access has been revoked. Please upgrade to continue using the product.',
  [ErrorCode.TrialEnded]: 'Your free trial has ended',
  [ErrorCode.TrialLimited]:
    'Upgrade to use this tool: your trial includes the walkthrough and trial offers.',
};
