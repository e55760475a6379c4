import type { CancellationReason } from '@retainly/domain';
import { api } from '@/lib/api-client';

export interface CancellationAnswers {
  reason: CancellationReason;
  hadOnboardingCall: boolean;
}

/** POST /api/account/cancel: ends the subscription and every session of the user. */
export function cancelAccount(answers: CancellationAnswers): Promise<{ message: string }> {
  return api<{ message: string }>('/account/cancel', {
    method: 'POST',
    body: JSON.stringify({ ...answers, confirmed: true }),
  });
}
