import { endOfLocalDay, validTimeZone } from './local-time';
import { TRIAL_DAYS, trialDaysRemaining } from './trial';
import type { OfferKind } from './trial-milestones';
import { DAY_MS, MINUTE_MS } from './time-units';

export interface TrialOffer {
  type: OfferKind;
  startDay: number;
  endDay: number;
  /** The end of endDay, 23:59:59.999 in the user's time zone, ISO 8601. */
  expiresAt: string;
  /** 'Last chance' wording: the trial has at most 2 days left. */
  urgent: boolean;
  /**
   * The six-months offer's checkout links, given only to a user whose offer is live (they are
   * not in the public site config).
   */
  paymentLinks?: { monthly: string | null; yearly: string | null };
}

export interface TrialOfferState {
  trialDay: number;
  daysRemaining: number;
  offer: TrialOffer | null;
}

const WINDOWS: readonly { type: OfferKind; startDay: number; endDay: number }[] = [
  { type: 'six-months-free', startDay: 4, endDay: 5 },
  { type: 'spin-to-win', startDay: 6, endDay: 7 },
];

export const URGENT_DAYS_LEFT = 2;

/**
 * The offer a trialing user sees now (signed-in spec §4 'Trial offers'): trial day is
 * 7 - daysRemaining + 1; days 4-5 six months free, days 6-7 spin to win, else none.
 */
export function trialOfferState(
  trialStartedAt: Date,
  trialEndsAt: Date,
  timeZone: string,
  now: Date,
): TrialOfferState {
  const daysRemaining = trialDaysRemaining(trialEndsAt, now);
  const trialDay = TRIAL_DAYS - daysRemaining + 1;
  const window = WINDOWS.find((w) => trialDay >= w.startDay && trialDay <= w.endDay);
  if (!window || daysRemaining === 0) return { trialDay, daysRemaining, offer: null };
  const lastDayStart = new Date(trialStartedAt.getTime() + (window.endDay - 1) * DAY_MS);
  const expiresAt = endOfLocalDay(lastDayStart, validTimeZone(timeZone)); // old rows may hold junk
  // The window closes at the end of its last day in the user's zone, which can come before
  // the 24-hour trial day ends: from then on there is no offer, on the server as on the banner.
  if (now.getTime() >= expiresAt.getTime()) return { trialDay, daysRemaining, offer: null };
  return {
    trialDay,
    daysRemaining,
    offer: {
      ...window,
      expiresAt: expiresAt.toISOString(),
      urgent: daysRemaining <= URGENT_DAYS_LEFT,
    },
  };
}

/** The banner's countdown: 'Nd:Nh:Nm', or 'Expired' once past. */
export function offerCountdown(expiresAt: Date, now: Date): string {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return 'Expired';
  const minutes = Math.floor(left / MINUTE_MS);
  return `${Math.floor(minutes / 1440)}d:${Math.floor((minutes % 1440) / 60)}h:${minutes % 60}m`;
}

/** The sidebar flags the six-months offer ahead of time, on trial days 3 to 4. */
export function flagsSixMonthsOffer(trialDay: number): boolean {
  return trialDay >= 3 && trialDay <= 4;
}

/** The plan the overlay recommends from the questionnaire's q2 (active sub-accounts). */
export function recommendedPlan(activeSubaccounts: string | null): 'basic' | 'advanced' {
  return activeSubaccounts === '0' || activeSubaccounts === '1-10' ? 'basic' : 'advanced';
}
