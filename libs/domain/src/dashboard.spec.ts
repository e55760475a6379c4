import {
  completionBadge,
  completionPercent,
  lastLoginText,
  minutesWatched,
  moduleStatusList,
  moduleStatusOf,
} from './dashboard';

describe('dashboard rules', () => {
  it.each([
    [100, 'top'],
    [80, 'top'],
    [79, 'secondary'],
    [50, 'secondary'],
    [49, 'outline'],
    [0, 'outline'],
  ] as const)('%i%% gets the %s badge', (percent, badge) => {
    expect(completionBadge(percent)).toBe(badge);
  });

  it('rounds completion over the visible modules', () => {
    expect(completionPercent(1, 3)).toBe(33);
    expect(completionPercent(2, 3)).toBe(67);
    expect(completionPercent(21, 21)).toBe(100);
    expect(completionPercent(0, 0)).toBe(0);
  });

  it("says 'Today', '1 day ago' and 'N days ago'", () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    expect(lastLoginText(ago(0), now)).toBe('Today');
    expect(lastLoginText(ago(23.9), now)).toBe('Today');
    expect(lastLoginText(ago(24), now)).toBe('1 day ago');
    expect(lastLoginText(ago(47), now)).toBe('1 day ago');
    expect(lastLoginText(ago(24 * 9), now)).toBe('9 days ago');
    expect(lastLoginText(new Date(now.getTime() + 60_000), now)).toBe('Today');
  });

  describe('module status', () => {
    const none = { selfReported: null, watchedSeconds: 0, durationSeconds: null };

    it('is not started without a completion or a watched second', () => {
      expect(moduleStatusOf(none)).toEqual({ status: 'not_started', percent: 0 });
      expect(moduleStatusOf({ ...none, durationSeconds: 300 })).toEqual({
        status: 'not_started',
        percent: 0,
      });
    });

    it('is watching with the whole percent watched, never 0%', () => {
      expect(moduleStatusOf({ ...none, watchedSeconds: 120, durationSeconds: 300 })).toEqual({
        status: 'watching',
        percent: 40,
      });
      expect(moduleStatusOf({ ...none, watchedSeconds: 2, durationSeconds: 3600 })).toEqual({
        status: 'watching',
        percent: 1,
      });
    });

    it('is completed or self-reported whenever a completion row exists', () => {
      expect(
        moduleStatusOf({ selfReported: false, watchedSeconds: 285, durationSeconds: 300 }),
      ).toEqual({ status: 'completed', percent: 95 });
      expect(moduleStatusOf({ ...none, selfReported: true })).toEqual({
        status: 'self_reported',
        percent: 0,
      });
      // Marked as done after watching a little: still the client's word, not a measurement.
      expect(
        moduleStatusOf({ selfReported: true, watchedSeconds: 30, durationSeconds: 300 }),
      ).toEqual({ status: 'self_reported', percent: 10 });
    });
  });

  it('gives minutes watched to one decimal', () => {
    expect(minutesWatched(0)).toBe(0);
    expect(minutesWatched(20)).toBe(0.3);
    expect(minutesWatched(90)).toBe(1.5);
    expect(minutesWatched(3599.9)).toBe(60);
  });

  it("lists every module's status for the CSV, in the order given", () => {
    expect(
      moduleStatusList([
        { title: 'Account tour', status: 'completed', percent: 97 },
        { title: 'Calendars; booking', status: 'watching', percent: 40 },
        { title: 'Our onboarding call', status: 'self_reported', percent: 0 },
        { title: 'Reporting', status: 'not_started', percent: 0 },
      ]),
    ).toBe(
      'Account tour: Completed; Calendars, booking: Watching 40%; ' +
        'Our onboarding call: Self-reported; Reporting: Not started',
    );
    expect(moduleStatusList([])).toBe('');
  });
});
