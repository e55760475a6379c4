import { endOfLocalDay, zoneOffsetMs } from './local-time';
import { offerExpiresAt, trialMilestones } from './trial-milestones';

describe('local time', () => {
  it('knows zone offsets, including DST', () => {
    expect(zoneOffsetMs(new Date('2026-07-01T12:00:00Z'), 'America/Chicago')).toBe(-5 * 3_600_000);
    expect(zoneOffsetMs(new Date('2026-12-01T12:00:00Z'), 'America/Chicago')).toBe(-6 * 3_600_000);
    expect(zoneOffsetMs(new Date('2026-12-01T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * 3_600_000);
  });

  it.each([
    ['2026-11-21T03:00:00Z', 'America/Chicago', '2026-11-21T05:59:59.999Z'], // still the 20th in Chicago
    ['2026-11-21T12:00:00Z', 'America/Chicago', '2026-11-22T05:59:59.999Z'],
    ['2026-11-21T20:00:00Z', 'Asia/Tokyo', '2026-11-22T14:59:59.999Z'],
    ['2026-11-21T20:00:00Z', 'UTC', '2026-11-21T23:59:59.999Z'],
    ['2026-03-08T12:00:00Z', 'America/New_York', '2026-03-09T03:59:59.999Z'], // DST starts that day
  ])('end of the local day of %s in %s is %s', (instant, zone, expected) => {
    expect(endOfLocalDay(new Date(instant), zone).toISOString()).toBe(expected);
  });
});

describe('trial milestones', () => {
  const start = new Date('2026-11-01T15:00:00Z');

  it('opens offers at the start of days 4 and 6 and expires the trial after 7 days', () => {
    expect(trialMilestones(start).map((m) => [m.milestone, m.dueAt.toISOString()])).toEqual([
      ['six-months-free', '2026-11-04T15:00:00.000Z'],
      ['spin-to-win', '2026-11-06T15:00:00.000Z'],
      ['trial-expired', '2026-11-08T15:00:00.000Z'],
    ]);
  });

  it('closes each offer at the end of its last day in the user zone', () => {
    expect(offerExpiresAt('six-months-free', start, 'America/Chicago').toISOString()).toBe(
      '2026-11-06T05:59:59.999Z',
    );
    expect(offerExpiresAt('spin-to-win', start, 'America/Chicago').toISOString()).toBe(
      '2026-11-08T05:59:59.999Z',
    );
  });
});
