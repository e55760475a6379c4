import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAYMENT_LINK_KEYS } from '@retainly/domain';
import {
  loadSiteLinks,
  missingSiteConfigWarning,
  siteConfigSource,
  trackingScriptOrigins,
} from './site-config.file';

const file = join(tmpdir(), `site-config-spec-${process.pid}.json`);
const load = (content: unknown) => {
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return loadSiteLinks({
    SITE_CONFIG_FILE: file,
    SUPPORT_EMAIL: 'help@retainly.test',
    NODE_ENV: 'production',
  });
};
const ROOM = 'https://meet.example/room';

describe('SITE_CONFIG_FILE', () => {
  it('in production without a file, every link is null, there is no webinar and a warning', () => {
    const env = {
      SITE_CONFIG_FILE: undefined,
      SUPPORT_EMAIL: 'a@b.co',
      NODE_ENV: 'production' as const,
    };
    const links = loadSiteLinks(env);
    expect(links.bookingUrl).toBeNull();
    expect(Object.values(links.paymentLinks).every((link) => link === null)).toBe(true);
    expect(links.videos.intro).toBeNull();
    expect(links.webinar.weekly).toEqual([]);
    expect(links.supportEmail).toBe('a@b.co');
    expect(trackingScriptOrigins(links)).toEqual([]);
    expect(links.couponParameter).toBe('prefilled_promo_code');
    expect(missingSiteConfigWarning(env)).toMatch(/SITE_CONFIG_FILE is not set/);
  });

  it.each(['development', 'test'] as const)(
    'with NODE_ENV=%s and no file, the bundled configuration: on-site plan requests and a webinar room',
    (NODE_ENV) => {
      const env = { SITE_CONFIG_FILE: undefined, SUPPORT_EMAIL: 'a@b.co', NODE_ENV };
      expect(siteConfigSource(env)).toMatch(/config\/site\.bundled\.json$/);
      expect(missingSiteConfigWarning(env)).toBeNull();
      const links = loadSiteLinks(env);
      for (const key of PAYMENT_LINK_KEYS) {
        expect(links.paymentLinks[key]).toBe(`/book?about=${key}`);
      }
      expect(links.bookingUrl).toBeNull(); // /book shows the built-in call request form
      expect(links.webinar.weekly).toEqual([
        { weekday: 'tuesday', time: '12:00', joinUrl: expect.stringMatching(/^https:\/\//) },
        { weekday: 'thursday', time: '12:00', joinUrl: expect.stringMatching(/^https:\/\//) },
      ]);
    },
  );

  it('an explicit file wins over the bundled one, and production with a file does not warn', () => {
    writeFileSync(file, '{}');
    const env = {
      SITE_CONFIG_FILE: file,
      SUPPORT_EMAIL: 'a@b.co',
      NODE_ENV: 'production' as const,
    };
    expect(siteConfigSource(env)).toBe(file);
    expect(missingSiteConfigWarning(env)).toBeNull();
  });

  it('the example file for production loads', () => {
    const example = readFileSync(join(__dirname, '../../../../config/site.example.json'), 'utf8');
    expect(load(example).webinar.weekly).toHaveLength(2);
  });

  it("names the payment provider's coupon parameter; a blank turns it off", () => {
    expect(load({ couponParameter: 'coupon' }).couponParameter).toBe('coupon');
    expect(load({ couponParameter: '' }).couponParameter).toBeNull();
    expect(() => load({ couponParameter: 'a b&c=d' })).toThrow(
      'couponParameter must be a query parameter name',
    );
  });

  it('reads links, treats blanks as not configured and lists tracking origins', () => {
    const links = load({
      bookingUrl: 'https://cal.example/demo',
      paymentLinks: {
        'advanced-yearly': 'https://pay.example/y',
        'basic-monthly': '',
        'upgrade-yearly': '/book?about=upgrade-yearly',
      },
      snapshotUrl: '/book?about=snapshot',
      tracking: { optimizationScriptUrl: 'https://opt.example/s.js?id=1' },
    });
    expect(links.bookingUrl).toBe('https://cal.example/demo');
    expect(links.paymentLinks['advanced-yearly']).toBe('https://pay.example/y');
    expect(links.paymentLinks['basic-monthly']).toBeNull();
    expect(links.paymentLinks['upgrade-yearly']).toBe('/book?about=upgrade-yearly');
    expect(links.snapshotUrl).toBe('/book?about=snapshot');
    expect(trackingScriptOrigins(links)).toEqual(['https://opt.example']);
  });

  it('gives each weekly slot its own room, or the schedule-wide one', () => {
    const links = load({
      webinar: {
        timeZone: 'UTC',
        joinUrl: ROOM,
        weekly: [
          { weekday: 'monday', time: '09:00' },
          { weekday: 'friday', time: '17:00', joinUrl: 'https://meet.example/friday' },
        ],
      },
    });
    expect(links.webinar.weekly.map((slot) => slot.joinUrl)).toEqual([
      ROOM,
      'https://meet.example/friday',
    ]);
  });

  it('normalises a join link as the registrations table stores it, and refuses an overlong one', () => {
    const room = (joinUrl: string) =>
      load({
        webinar: { timeZone: 'UTC', joinUrl, weekly: [{ weekday: 'monday', time: '09:00' }] },
      }).webinar.weekly[0].joinUrl;
    expect(room('HTTPS://Meet.Example/Room')).toBe('https://meet.example/Room');
    expect(() => room(`https://meet.example/${'a'.repeat(2000)}`)).toThrow(
      'must be at most 2000 characters',
    );
  });

  it.each([
    [{ bookingUrl: 'javascript:alert(1)' }, 'bookingUrl must be an http(s) URL'],
    [{ bookingUrl: '/book' }, 'bookingUrl must be an http(s) URL'],
    [{ bookinUrl: 'https://x.example' }, 'SITE_CONFIG_FILE: (root)'],
    [{ paymentLinks: { gold: 'https://x.example' } }, 'paymentLinks'],
    [{ paymentLinks: { 'basic-monthly': '//evil.example/pay' } }, 'or a path on this site'],
    [{ paymentLinks: { 'basic-monthly': '/\\evil.example' } }, 'or a path on this site'],
    [{ snapshotUrl: 'data:text/html,hi' }, 'snapshotUrl must be an http(s) URL or a path'],
    [{ webinar: { timeZone: 'Mars/Base', weekly: [] } }, 'webinar.timeZone'],
    [
      {
        webinar: { timeZone: 'UTC', joinUrl: ROOM, weekly: [{ weekday: 'monday', time: '25:00' }] },
      },
      'must be HH:MM',
    ],
    [
      { webinar: { timeZone: 'UTC', weekly: [{ weekday: 'monday', time: '09:00' }] } },
      'webinar.joinUrl is required',
    ],
    [
      { webinar: { timeZone: 'UTC', joinUrl: '/webinar/live', weekly: [] } },
      'webinar.joinUrl must be an http(s) URL',
    ],
    ['{ not json', 'SITE_CONFIG_FILE'],
  ])('refuses %j, naming the problem', (content, message) => {
    expect(() => load(content)).toThrow(message);
  });
});
