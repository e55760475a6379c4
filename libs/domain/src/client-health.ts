/**
 * A client's onboarding health, 0 to 100, for the activity dashboard (issue #18). The same rule
 * runs as SQL in the dashboard's query (apps/api/src/dashboard/client-health.sql.ts) so the list
 * can filter and sort on it; test/dashboard/client-health.e2e-spec.ts checks that the
 * two agree. Both compute in IEEE doubles in the same order and round with floor(x + 0.5)
 * (PostgreSQL's round() on a double rounds half to even, Math.round half up).
 */
import { DAY_MS } from './time-units';

/** Days of inactivity after which recency is 0, and days in which a client is expected to finish. */
export const HEALTH_WINDOW_DAYS = 14;
/** An open stall caps the score here; below it a client is 'at risk'. */
export const AT_RISK_BELOW = 40;
export const STALLED_HEALTH_CAP = 40;

export type ClientStatus = 'not_started' | 'in_progress' | 'stalled' | 'completed';
export const CLIENT_STATUSES: readonly ClientStatus[] = [
  'not_started',
  'in_progress',
  'stalled',
  'completed',
];

export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  stalled: 'Stalled',
  completed: 'Completed',
};

export interface HealthInput {
  /** When the whole onboarding was completed, or null. */
  completedAt: Date | null;
  /** Completed visible modules (self-reported only where nothing can be measured) and visible ones. */
  completed: number;
  visible: number;
  /** The client's last sign-in, heartbeat or completion. */
  lastActiveAt: Date;
  /** The client's first sign-in. */
  firstSignInAt: Date;
  /** An open stall episode. */
  stalled: boolean;
}

/** Whole days from `from` to `now`, never negative. */
export const wholeDaysSince = (from: Date, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - from.getTime()) / DAY_MS));

/** The score's parts, each 0 to 1. */
export function healthParts(input: HealthInput, now: Date) {
  const fraction = input.visible === 0 ? 0 : input.completed / input.visible;
  const recency = Math.max(0, 1 - wholeDaysSince(input.lastActiveAt, now) / HEALTH_WINDOW_DAYS);
  const expected = Math.min(1, wholeDaysSince(input.firstSignInAt, now) / HEALTH_WINDOW_DAYS);
  const pace = expected <= 0 ? 1 : Math.min(1, fraction / expected);
  return { fraction, recency, pace };
}

/**
 * 100 once onboarding is complete; otherwise 50 x completion + 30 x recency + 20 x pace,
 * rounded, and at most 40 while the client is stalled.
 */
export function clientHealth(input: HealthInput, now: Date): number {
  if (input.completedAt) return 100;
  const { fraction, recency, pace } = healthParts(input, now);
  const score = Math.floor(50 * fraction + 30 * recency + 20 * pace + 0.5);
  return input.stalled ? Math.min(STALLED_HEALTH_CAP, score) : score;
}

/** The status badge: completed, then stalled (an open episode), then started or not. */
export function clientStatus(input: {
  completedAt: Date | null;
  stalled: boolean;
  started: boolean;
}): ClientStatus {
  if (input.completedAt) return 'completed';
  if (input.stalled) return 'stalled';
  return input.started ? 'in_progress' : 'not_started';
}

/** At risk: not completed, and stalled or below 40. */
export const isAtRisk = (status: ClientStatus, health: number): boolean =>
  status !== 'completed' && (status === 'stalled' || health < AT_RISK_BELOW);

/** The formula in words, for the health tooltip. */
export const HEALTH_FORMULA_LINES: readonly string[] = [
  'Health is 100 once onboarding is complete. Otherwise it adds up:',
  '50 × share of videos completed (watched, or marked done where watching can’t be measured)',
  '+ 30 × recency: 1 if active today, falling to 0 after 14 days without activity',
  '+ 20 × pace: completion compared with where they should be, expecting all videos within 14 days of first sign-in',
  'A stalled client scores at most 40. Below 40 counts as at risk.',
];
export const HEALTH_FORMULA_TEXT = HEALTH_FORMULA_LINES.join('\n');
