import { isSitePath, upcomingSessions, withCoupon } from './site-config';

describe('upcomingSessions', () => {
  const slots = [
    { weekday: 'tuesday', time: '12:00' },
    { weekday: 'thursday', time: '18:30' },
  ] as const;

  it('lists the next starts in order, in the schedule time zone', () => {
    // Monday 2026-11-23 10:00 UTC; Chicago is UTC-6 in November.
    const starts = upcomingSessions(slots, 'America/Chicago', new Date('2026-11-23T10:00:00Z'), 3);
    expect(starts.map((d) => d.toISOString())).toEqual([
      '2026-11-24T18:00:00.000Z',
      '2026-11-27T00:30:00.000Z',
      '2026-12-01T18:00:00.000Z',
    ]);
  });

  it('skips a session that has already started', () => {
    const starts = upcomingSessions(slots, 'America/Chicago', new Date('2026-11-24T18:00:00Z'), 1);
    expect(starts[0].toISOString()).toBe('2026-11-27T00:30:00.000Z');
  });

  it('follows daylight saving time', () => {
    // Chicago springs forward on 2027-03-14: Tuesday 16 March noon is 17:00 UTC.
    const starts = upcomingSessions(slots, 'America/Chicago', new Date('2027-03-13T00:00:00Z'), 1);
    expect(starts[0].toISOString()).toBe('2027-03-16T17:00:00.000Z');
  });

  it('returns nothing for an empty schedule', () => {
    expect(upcomingSessions([], 'UTC', new Date(), 3)).toEqual([]);
  });
});

describe('isSitePath', () => {
  it.each([
    ['/book?about=upgrade-yearly', true],
    ['/pricing', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/\t/evil.example', false],
    ['https://pay.example', false],
    ['book', false],
    ['/..//evil.example', false],
    ['/./evil', false],
    ['/a/../b', false],
    ['/%2e%2E//evil.example', false],
    ['/book?next=../x', true],
    ['/.well-known/x', true],
  ])('%j is a site path: %s', (link, expected) => {
    expect(isSitePath(link)).toBe(expected);
  });
});

describe('withCoupon', () => {
  it("adds the code as the provider's parameter, keeping the link's own query", () => {
    expect(withCoupon('https://pay.example/pro?ref=app', 'prefilled_promo_code', 'ZEN10')).toBe(
      'https://pay.example/pro?ref=app&prefilled_promo_code=ZEN10',
    );
    expect(withCoupon('https://pay.example/pro', 'coupon', 'A B')).toBe(
      'https://pay.example/pro?coupon=A+B',
    );
  });

  it('adds it to a link on this site too, which stays a site path', () => {
    expect(withCoupon('/book?about=upgrade-yearly', 'coupon', 'ZEN10')).toBe(
      '/book?about=upgrade-yearly&coupon=ZEN10',
    );
  });

  it('never turns a link into another host: dot segments are not site paths', () => {
    for (const link of ['/..//evil.example', '/.//evil.example', '/%2e%2e//evil.example']) {
      const result = withCoupon(link, 'coupon', 'ZEN10');
      expect(result.startsWith('//')).toBe(false);
      expect(new URL(result, 'https://retainly.test').host).not.toBe('evil.example');
    }
  });

  it('leaves the link as it is without a parameter name', () => {
    expect(withCoupon('https://pay.example/pro', null, 'ZEN10')).toBe('https://pay.example/pro');
  });
});
