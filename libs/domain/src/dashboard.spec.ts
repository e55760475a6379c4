import { completionBadge, completionPercent, lastLoginText } from './dashboard';

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
});
