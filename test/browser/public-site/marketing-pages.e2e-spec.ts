/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Page } from 'playwright-core';
import { seriousA11yProblems } from '../../support/a11y';
import { SUPPORT_EMAIL, useMarketingSite } from './marketing-site';

interface RouteCase {
  path: string;
  h1: string;
  title: string;
  texts: string[];
}

const ROUTES: RouteCase[] = [
  {
    path: '/pricing',
    h1: 'Simple pricing for HighLevel agencies',
    title: 'Pricing | Retainly',
    texts: ['$97', '$970', 'Save $194', '/month', '/year', '30 day money-back guarantee'],
  },
  {
    path: '/review',
    h1: 'Share your Retainly experience',
    title: 'Reviews & FAQ | Retainly',
    texts: ['E-mail us your review', 'Frequently Asked Questions'],
  },
  {
    path: '/privacy',
    h1: 'Privacy Policy',
    title: 'Privacy Policy | Retainly',
    texts: ['Effective 9/18/2025', '1. Who we are', '4. Cookies', '7. Your rights'],
  },
  {
    path: '/terms',
    h1: 'Terms of Service',
    title: 'Terms of Service | Retainly',
    texts: ['Effective 9/18/2025', '12. Governing law'],
  },
  {
    path: '/book',
    h1: 'Book your free demo call',
    title: 'Book a Demo Call | Retainly',
    texts: [
      'What the call covers',
      '7-day free trial',
      // What a trial gives (spec: every tool but the walkthrough is locked while trialing).
      'After the call we set you up with a 7-day free trial: the platform walkthrough shows you every tool, and the tools open for your own clients once you choose a plan.',
      'Request a call',
    ],
  },
  {
    path: '/gift',
    h1: 'A free gift for your agency',
    title: 'A Free Gift for Your Agency | Retainly',
    texts: ['The client onboarding checklist', 'The e-mail marketing snapshot'],
  },
  {
    path: '/switch',
    h1: 'How switching your HighLevel account works',
    title: 'How Switching Works | Retainly',
    texts: ['Switch explainer: video coming soon', 'What transfers', 'What needs reconnecting'],
  },
  {
    path: '/go',
    h1: 'Free e-mail marketing for your HighLevel agency',
    title: 'Free E-mail Marketing Snapshot | Retainly',
    texts: [
      'Free e-mail marketing tutorial: video coming soon',
      'What transfers',
      'What needs reconnecting',
      'What does not transfer',
    ],
  },
  {
    path: '/promo',
    h1: 'Try Retainly free for 7 days',
    title: 'Free 7-Day Trial Offer | Retainly',
    texts: [
      'Current offer',
      'How the offer works',
      'After the call we set you up with a 7-day free trial: the platform walkthrough shows you every tool, and the tools open for your own clients once you choose a plan.',
    ],
  },
  {
    path: '/auth',
    h1: 'Sign in to Retainly',
    title: 'Sign in to Retainly',
    texts: ['Affiliates'],
  },
  {
    path: '/no/such/page',
    h1: 'Oops! Page not found',
    title: 'Page not found | Retainly',
    texts: ['404'],
  },
];
describe('marketing pages in Chromium', () => {
  const site = useMarketingSite();
  const { open, useBareConfig, hrefOf } = site;
  let baseUrl: string;
  let page: Page;

  beforeEach(() => {
    ({ baseUrl, page } = site);
  });

  it.each(ROUTES)(
    '$path renders its h1, key texts and own meta, fits 360 px and passes axe',
    async ({ path, h1, title, texts }) => {
      await open(path, h1);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      for (const text of texts) {
        await page.getByText(text, { exact: true }).first().waitFor();
      }
      await page.waitForFunction((expected) => document.title === expected, title);
      const meta = (selector: string) => page.locator(selector).getAttribute('content');
      expect(await meta('meta[property="og:title"]')).toBe(title);
      expect((await meta('meta[name="description"]'))?.length).toBeGreaterThan(30);
      expect(new URL((await meta('meta[property="og:url"]')) ?? '').pathname).toBe(path);

      expect(await seriousA11yProblems(page, { wcagOnly: true })).toEqual([]);

      await page.setViewportSize({ width: 360, height: 740 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );

  it.each(['/book', '/promo'])(
    '%s promises nothing the trial does not give (#32 item 15)',
    async (path) => {
      await open(
        path,
        path === '/book' ? 'Book your free demo call' : 'Try Retainly free for 7 days',
      );
      const main = await page.getByRole('main').innerText();
      expect(main).not.toMatch(
        /try every tool|before you pay|use it with your own clients|trial of every tool/,
      );
    },
  );

  it('terms: states all six required clauses, and Back to Home goes home', async () => {
    await open('/terms', 'Terms of Service');
    const main = page.getByRole('main');
    for (const clause of [
      /You must be at least 18 years old/,
      /renews automatically every\s+month or every year/,
      /Fees are non-refundable, including for partly used billing periods\. The one exception is\s+our 30 day money-back guarantee/,
      /Cancellation may delete your data/,
      /limited to the fees you paid us in the 3 months before/,
      /governed by the laws of the State of Texas/,
    ]) {
      expect(await main.getByText(clause).count()).toBe(1);
    }
    await main.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });

  it('privacy: covers collection, the session cookie, processors, retention, rights and contact; Back to Home', async () => {
    await open('/privacy', 'Privacy Policy');
    const main = page.getByRole('main');
    await main.getByText(/your e-mail address and, if you set one, a password/).waitFor();
    await main.getByText(/We set one cookie of our own: a session cookie/).waitFor();
    await main.getByText('Our payment processor, for subscriptions and refunds.').waitFor();
    await main.getByText(/delete or anonymise your personal information within 90 days/).waitFor();
    expect(await main.getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(await main.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it.each([
    ['/go', 'Free e-mail marketing for your HighLevel agency'],
    ['/switch', 'How switching your HighLevel account works'],
  ])(
    '%s: with no snapshot or switch link, both lead to a call about them; pay leads to pricing',
    async (path, h1) => {
      await useBareConfig();
      await open(path, h1);
      expect(await page.locator('video').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Install the Snapshot' }).count()).toBe(0);
      expect(await hrefOf('Install the Snapshot')).toBe('/book?about=snapshot');
      expect(await page.getByText(/coming soon\./).count()).toBe(0);
      expect(await hrefOf('Book a call to switch')).toBe('/book?about=switch');
      expect(await hrefOf('See plans and pay')).toBe('/pricing');
      for (const item of ['Pipelines and opportunities', 'Phone numbers', 'Call recordings']) {
        expect(await page.getByText(item, { exact: true }).count()).toBe(1);
      }
      await page.getByRole('main').getByRole('link', { name: 'Install the Snapshot' }).click();
      await page.waitForURL(`${baseUrl}/book?about=snapshot`);
      expect(await page.getByTestId('call-topic').textContent()).toBe(
        'About: Installing the free e-mail marketing snapshot',
      );
    },
  );

  it('gift and promo lead to the snapshot, a call and pricing', async () => {
    await open('/gift', 'A free gift for your agency');
    expect(
      await page
        .getByRole('link', { name: 'Claim the free snapshot' })
        .first()
        .getAttribute('href'),
    ).toBe('/go');
    expect(await hrefOf('View Pricing')).toBe('/pricing');

    await open('/promo', 'Try Retainly free for 7 days');
    await page.getByText(/Pay yearly and save \$194/).waitFor();
    expect(await hrefOf('Book a Call')).toBe('/book');
    await page.getByRole('main').getByRole('link', { name: 'View Pricing', exact: true }).click();
    await page.waitForURL(`${baseUrl}/pricing`);
  });

  it('auth: offers login and sign-up (keeping am_id) and points affiliates to the program', async () => {
    await open('/auth?am_id=partner-9', 'Sign in to Retainly');
    expect(await hrefOf('Log in')).toBe('/login');
    expect(await hrefOf('Create an account')).toBe('/signup?am_id=partner-9');
    expect(await hrefOf('Apply to the affiliate program')).toBe('/affiliate');
    await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`${baseUrl}/login`);
  });

  it('shows the not-found page for an unknown route, with a link home', async () => {
    await open('/pricing/old-plan', 'Oops! Page not found');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });
});
