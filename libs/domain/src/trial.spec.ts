import { isTrialExpired, trialDaysRemaining, trialEndFrom, TRIAL_DAYS } from './trial';

describe('trial days', () => {
  const start = new Date('2026-11-01T10:00:00Z');
  const end = trialEndFrom(start);
  const at = (hours: number) => new Date(start.getTime() + hours * 3_600_000);

  it('lasts 7 days', () => {
    expect(TRIAL_DAYS).toBe(7);
    expect(end.toISOString()).toBe('2026-11-08T10:00:00.000Z');
  });

  it.each([
    [0, 7],
    [1, 7],
    [24, 6],
    [24 * 3 + 1, 4],
    [24 * 6 + 23, 1],
    [24 * 7, 0],
    [24 * 9, 0],
  ])('after %i hours, %i days remain', (hours, days) => {
    expect(trialDaysRemaining(end, at(hours))).toBe(days);
  });

  it('expires at the end instant, and never without an end', () => {
    expect(isTrialExpired(end, at(24 * 7 - 1))).toBe(false);
    expect(isTrialExpired(end, at(24 * 7))).toBe(true);
    expect(isTrialExpired(null, at(999))).toBe(false);
    expect(trialDaysRemaining(null, at(0))).toBe(0);
  });
});
