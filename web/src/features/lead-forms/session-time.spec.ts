import { formatSessionStart, timeLeft } from './session-time';

describe('formatSessionStart', () => {
  // The webinar page and its browser test both use it; this pins what visitors read.
  it.each([
    ['en-US', 'America/New_York', 'Tuesday, December 1 at 2:00 PM EST'],
    ['en-US', 'America/Los_Angeles', 'Tuesday, December 1 at 11:00 AM PST'],
    ['en-GB', 'Europe/London', 'Tuesday 1 December at 19:00 GMT'],
  ])('writes the weekday, date, time and zone (%s, %s)', (locale, zone, expected) => {
    expect(formatSessionStart('2026-12-01T19:00:00Z', locale, zone)).toBe(expected);
  });
});

describe('timeLeft', () => {
  it('splits the time until the start into days, hours, minutes and seconds', () => {
    const now = Date.UTC(2026, 11, 1);
    const target = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(timeLeft(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('is all zero once the start has passed', () => {
    expect(timeLeft(0, 1_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
