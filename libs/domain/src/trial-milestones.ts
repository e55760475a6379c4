import { endOfLocalDay, validTimeZone } from './local-time';
import { TRIAL_DAYS } from './trial';
import { DAY_MS } from './time-units';

export type OfferKind = 'six-months-free' | 'spin-to-win';
export type TrialMilestone = OfferKind | 'trial-expired';

export interface MilestoneDue {
  milestone: TrialMilestone;
  dueAt: Date;
}

/**
 * When each milestone of a trial falls (signed-in spec §4 'Trial offers'): trial day N begins
 * N-1 days after the start, so the six-months offer opens on day 4 and spin-to-win on day 6.
 */
export function trialMilestones(trialStartedAt: Date): MilestoneDue[] {
  const dayStart = (day: number) => new Date(trialStartedAt.getTime() + (day - 1) * DAY_MS);
  return [
    { milestone: 'six-months-free', dueAt: dayStart(4) },
    { milestone: 'spin-to-win', dueAt: dayStart(6) },
    { milestone: 'trial-expired', dueAt: dayStart(TRIAL_DAYS + 1) },
  ];
}

/** An offer window closes at the end of its last day (5, or 7) in the user's time zone. */
export function offerExpiresAt(offer: OfferKind, trialStartedAt: Date, timeZone: string): Date {
  const lastDay = offer === 'six-months-free' ? 5 : 7;
  const start = new Date(trialStartedAt.getTime() + (lastDay - 1) * DAY_MS);
  return endOfLocalDay(start, validTimeZone(timeZone)); // old rows may hold an unknown zone
}
