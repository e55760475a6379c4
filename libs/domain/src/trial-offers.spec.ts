import {
  flagsSixMonthsOffer,
  offerCountdown,
  recommendedPlan,
  trialOfferState,
} from './trial-offers';
import { HOUR_MS } from './time-units';

const DAY = 24 * HOUR_MS;
const start = new Date('2026-11-01T15:00:00Z');
const end = new Date(start.getTime() + 7 * DAY);
const at = (ms: number) => new Date(start.getTime() + ms);
const state = (now: Date, zone = 'America/Chicago') => trialOfferState(start, end, zone, now);

describe('trialOfferState', () => {
  it('has no offer on days 1 to 3', () => {
    expect(state(at(0))).toEqual({ trialDay: 1, daysRemaining: 7, offer: null });
    expect(state(at(2 * DAY + HOUR_MS))).toEqual({ trialDay: 3, daysRemaining: 5, offer: null });
  });

  it('opens six months free on day 4, ending at the end of day 5 in the user zone', () => {
    const { trialDay, offer } = state(at(3 * DAY + HOUR_MS));
    expect(trialDay).toBe(4);
    expect(offer).toEqual({
      type: 'six-months-free',
      startDay: 4,
      endDay: 5,
      // Day 5 starts 2026-11-05 09:00 in Chicago (UTC-6); it ends at local midnight.
      expiresAt: '2026-11-06T05:59:59.999Z',
      urgent: false,
    });
    expect(state(at(4 * DAY + HOUR_MS)).offer?.type).toBe('six-months-free');
  });

  it('follows the time zone across the date line', () => {
    // Day 5 starts 2026-11-06 00:00 in Tokyo, so the offer runs to the end of that day there.
    expect(state(at(3 * DAY), 'Asia/Tokyo').offer?.expiresAt).toBe('2026-11-06T14:59:59.999Z');
  });

  it('switches to spin to win on day 6, urgent with two days left, until the trial ends', () => {
    const day6 = state(at(5 * DAY + HOUR_MS));
    expect(day6.trialDay).toBe(6);
    expect(day6.offer).toMatchObject({ type: 'spin-to-win', startDay: 6, endDay: 7, urgent: true });
    expect(day6.offer?.expiresAt).toBe('2026-11-08T05:59:59.999Z');
    // Day 7 began at 09:00 Chicago time on 2026-11-07; its local day ends at 06:00 UTC on the 8th.
    expect(state(new Date('2026-11-08T05:59:59Z')).offer?.type).toBe('spin-to-win');
    expect(state(at(7 * DAY)).offer).toBeNull();
  });

  it('ends an offer at the local midnight closing its last day, though the trial day runs on', () => {
    const lastMinute = new Date('2026-11-06T05:59:00Z'); // day 5, 23:59 in Chicago
    const afterMidnight = new Date('2026-11-06T06:00:00Z'); // still trial day 5 (until 15:00 UTC)
    expect(state(lastMinute).offer?.type).toBe('six-months-free');
    expect(state(afterMidnight)).toEqual({ trialDay: 5, daysRemaining: 3, offer: null });
  });

  it('changes day exactly at each 24-hour boundary from the trial start', () => {
    expect(state(at(3 * DAY - 1)).trialDay).toBe(3);
    expect(state(at(3 * DAY)).trialDay).toBe(4);
  });
});

describe('offerCountdown', () => {
  const expires = new Date('2026-11-06T06:00:00Z');
  it('shows days, hours and minutes left', () => {
    const now = new Date(expires.getTime() - (DAY + 2 * HOUR_MS + 3 * 60_000 + 30_000));
    expect(offerCountdown(expires, now)).toBe('1d:2h:3m');
    expect(offerCountdown(expires, new Date(expires.getTime() - 59_000))).toBe('0d:0h:0m');
  });
  it("says 'Expired' once past", () => {
    expect(offerCountdown(expires, expires)).toBe('Expired');
    expect(offerCountdown(expires, new Date(expires.getTime() + 1))).toBe('Expired');
  });
});

describe('sidebar flag and plan recommendation', () => {
  it('flags the six months offer on trial days 3 and 4 only', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(flagsSixMonthsOffer)).toEqual([
      false,
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
  it("recommends Basic for '0' and '1-10' sub-accounts, Advanced otherwise", () => {
    expect(['0', '1-10', '11-25', '100+', null].map(recommendedPlan)).toEqual([
      'basic',
      'basic',
      'advanced',
      'advanced',
      'advanced',
    ]);
  });
});
