import type { CancellationReason, SessionContext } from '@retainly/domain';
import { api } from '@/lib/api-client';

export interface ProfileInput {
  fullName: string;
  agencyName: string;
}

export interface CancellationAnswers {
  reason: CancellationReason;
  hadOnboardingCall: boolean;
}

/** PATCH /api/account/profile: the e-mail is not part of it (it cannot change here). */
export function saveProfile(profile: ProfileInput): Promise<SessionContext> {
  return api<SessionContext>('/account/profile', {
    method: 'PATCH',
    body: JSON.stringify(profile),
  });
}

/** POST /api/account/cancel: ends the subscription and every session of the user. */
export function cancelAccount(answers: CancellationAnswers): Promise<{ message: string }> {
  return api<{ message: string }>('/account/cancel', {
    method: 'POST',
    body: JSON.stringify({ ...answers, confirmed: true }),
  });
}
