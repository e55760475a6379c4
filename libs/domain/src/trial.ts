import { DAY_MS } from './time-units';

export const TRIAL_DAYS = 7;

/** Whole days left, rounded up: 7 on the first day, 1 on the last, 0 once ended. */
export function trialDaysRemaining(trialEndsAt: Date | null, now: Date): number {
  if (!trialEndsAt) return 0;
  return Math.max(0, Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

export function isTrialExpired(trialEndsAt: Date | null, now: Date): boolean {
  return trialEndsAt !== null && trialEndsAt.getTime() <= now.getTime();
}

export function trialEndFrom(start: Date): Date {
  return new Date(start.getTime() + TRIAL_DAYS * DAY_MS);
}
