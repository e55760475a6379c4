/**
 * The discount wheel (signed-in spec §3, §9): six segments, three spins per user. The codes are
 * not here: they live in the api and reach a user only for their own spins, so nobody can read
 * the 20% code out of the web bundle.
 */
export const WHEEL_SEGMENTS = [
  { percent: 5, color: '#0ea5e9' },
  { percent: 5, color: '#8b5cf6' },
  { percent: 10, color: '#14b8a6' },
  { percent: 10, color: '#f59e0b' },
  { percent: 15, color: '#ec4899' },
  { percent: 20, color: '#15803d' },
] as const;

export type WheelSegment = (typeof WHEEL_SEGMENTS)[number];
export const MAX_SPINS = 3;
export const SPIN_DURATION_MS = 8_000;

export const SPIN_MESSAGES = {
  noSpinsLeft: "You've used all your spins! Check your previous discount.",
  notOpen: 'The spin-to-win offer is not open right now.',
  /** One discount per account: claiming is final (no second claim, no further spins). */
  alreadyClaimed: "You've already claimed your discount. Only one discount can be used.",
  claimed: 'Discount Claimed!',
  copied: 'Code Copied!',
} as const;

/** A spin as the api reports it. */
export interface SpinResult {
  id: string;
  segmentIndex: number;
  code: string;
  percent: number;
  claimed: boolean;
  spunAt: string;
}

export interface SpinState {
  maxSpins: number;
  spinsUsed: number;
  spinsLeft: number;
  /** The most recent prize, so a user with no spins left can see it. */
  lastPrize: SpinResult | null;
  /** The one prize the user claimed, if any: their discount from then on. */
  claimedPrize: SpinResult | null;
}
