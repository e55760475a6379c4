import type { CancellationRequest, CancellationResponse } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';

/** The wizard's answers; the confirmation is sent with them. */
export type CancellationAnswers = Omit<CancellationRequest, 'confirmed'>;

/** POST /api/account/cancel: ends the subscription and every session of the user. */
export function cancelAccount(answers: CancellationAnswers): Promise<CancellationResponse> {
  return api<CancellationResponse>('/account/cancel', {
    method: 'POST',
    body: jsonBody<CancellationRequest>({ ...answers, confirmed: true }),
  });
}
