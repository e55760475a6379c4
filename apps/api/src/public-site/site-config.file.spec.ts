import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSiteLinks, trackingScriptOrigins } from './site-config.file';

const file = join(tmpdir(), `site-config-spec-${process.pid}.json`);
const load = (content: unknown) => {
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return loadSiteLinks({ SITE_CONFIG_FILE: file, SUPPORT_EMAIL: 'help@retainly.test' });
};

describe('SITE_CONFIG_FILE', () => {
  it('without a file, every link is null and the default webinar schedule applies', () => {
    const links = loadSiteLinks({ SITE_CONFIG_FILE: undefined, SUPPORT_EMAIL: 'a@b.co' });
    expect(links.bookingUrl).toBeNull();
    expect(Object.values(links.paymentLinks).every((link) => link === null)).toBe(true);
    expect(links.videos.intro).toBeNull();
    expect(links.webinar.weekly.length).toBeGreaterThan(0);
    expect(links.supportEmail).toBe('a@b.co');
    expect(trackingScriptOrigins(links)).toEqual([]);
    expect(links.couponParameter).toBe('prefilled_promo_code');
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
      paymentLinks: { 'advanced-yearly': 'https://pay.example/y', 'basic-monthly': '' },
      tracking: { optimizationScriptUrl: 'https://opt.example/s.js?id=1' },
    });
    expect(links.bookingUrl).toBe('https://cal.example/demo');
    expect(links.paymentLinks['advanced-yearly']).toBe('https://pay.example/y');
    expect(links.paymentLinks['basic-monthly']).toBeNull();
    expect(trackingScriptOrigins(links)).toEqual(['https://opt.example']);
  });

  it.each([
    [{ bookingUrl: 'javascript:alert(1)' }, 'bookingUrl must be an http(s) URL'],
    [{ bookinUrl: 'https://x.example' }, 'SITE_CONFIG_FILE: (root)'],
    [{ paymentLinks: { gold: 'https://x.example' } }, 'paymentLinks'],
    [{ webinar: { timeZone: 'Mars/Base', weekly: [] } }, 'webinar.timeZone'],
    [
      { webinar: { timeZone: 'UTC', weekly: [{ weekday: 'monday', time: '25:00' }] } },
      'must be HH:MM',
    ],
    ['{ not json', 'SITE_CONFIG_FILE'],
  ])('refuses %j, naming the problem', (content, message) => {
    expect(() => load(content)).toThrow(message);
  });
});
