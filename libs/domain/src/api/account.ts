/**
 * The account settings' request bodies and answers (apps/api/src/account). PATCH
 * /api/account/profile answers SessionContext (../session-context.ts).
 */
import type { CancellationReason } from '../cancellation';

/** PATCH /api/account/profile: the e-mail is not part of it (it cannot change here). */
export interface ProfileRequest {
  fullName: string;
  agencyName: string;
}

/** POST /api/account/cancel: the three wizard steps' answers. */
export interface CancellationRequest {
  reason: CancellationReason;
  hadOnboardingCall: boolean;
  /** The confirmation box, ticked. */
  confirmed: true;
}

export interface CancellationResponse {
  message: string;
}
