/**
 * The trial offers' answers (apps/api/src/trial-offers): GET /api/trial/offer answers
 * TrialOfferState (../trial-offers.ts), GET /api/trial/spins SpinState and the claim SpinResult
 * (../spin-wheel.ts).
 */
import type { SpinResult } from '../spin-wheel';

/** POST /api/trial/spins: the prize the server picked and the spins left after it. */
export interface SpinWheelResponse extends SpinResult {
  spinsLeft: number;
}
