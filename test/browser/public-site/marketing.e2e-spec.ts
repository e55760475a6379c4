/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { emptySiteConfig, type SiteConfig } from '@retainly/domain';
import { newEmail, startAccountsStack, type AccountsStack } from '../../support/accounts-stack';
import { seriousA11yProblems } from '../../support/a11y';
import { isOwnNotFoundStatus, launchChromium } from '../../support/browser';
import { waitFor } from '../../support/wait-for';

/**
 * The stack runs the bundled site configuration (as `npm start` does): payment links are plan
 * requests on /book and there is no booking calendar, so /book is the built-in form. Tests of
 * the unconfigured fallbacks serve an empty configuration with page.route (useBareConfig).
 */
const SUPPORT_EMAIL = 'support@retainly.app';
/** Where the configured-links test points every third party (answered by page.route). */
const EMBEDS = 'https://embeds.example.test';

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
    texts: ['What the call covers', '7-day free trial', 'Request a call'],
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
    texts: ['Current offer', 'How the offer works'],
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
  let stack: AccountsStack;
  let browser: Browser;
  let baseUrl: string;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    stack = await startAccountsStack();
    await stack.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(stack.app.getHttpServer().address() as AddressInfo).port}`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  beforeEach(async () => {
    page = await (await browser.newContext()).newPage();
    problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() !== 'error' || isOwnNotFoundStatus(message, page)) return;
      problems.push(`${message.text()} (${message.location().url})`);
    });
  });

  afterEach(async () => {
    await page.context().close();
    expect(problems).toEqual([]);
  });

  /** Opens a path and waits for its h1 and for the site config to have arrived. */
  async function open(path: string, h1: string) {
    const configLoaded = page.waitForResponse((response) =>
      response.url().endsWith('/api/site-config'),
    );
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
    await configLoaded;
  }

  /** A deployment with nothing configured: every link null (what the fallbacks are for). */
  const useBareConfig = () =>
    page.route('**/api/site-config', (route) =>
      route.fulfill({ json: emptySiteConfig(SUPPORT_EMAIL) }),
    );

  const hrefOf = (name: string) =>
    page.getByRole('main').getByRole('link', { name, exact: true }).getAttribute('href');

  /** Every href of the main content's links with this name (some CTAs appear twice). */
  const hrefsOf = (name: string) =>
    page
      .getByRole('main')
      .getByRole('link', { name, exact: true })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

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

  it('pricing: visitors see Login, plan cards, FAQ, and Get Started requests the plan', async () => {
    await open('/pricing', 'Simple pricing for HighLevel agencies');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Login' }).count()).toBe(1);
    for (const plan of ['Monthly', 'Yearly', 'Enterprise']) {
      await page.getByRole('heading', { level: 2, name: plan, exact: true }).waitFor();
    }
    const yearly = page.getByRole('article', { name: 'Yearly' });
    expect(await yearly.getByText('Save $194', { exact: true }).count()).toBe(1);
    expect(await yearly.getByText('Advanced branding').count()).toBe(1);
    expect(await yearly.getByText('25+ video onboarding tool').count()).toBe(1);
    const enterprise = page.getByRole('article', { name: 'Enterprise' });
    expect(await enterprise.getByRole('link', { name: 'Book a Call' }).getAttribute('href')).toBe(
      '/book',
    );
    expect(
      await page
        .getByRole('link', { name: 'Get Started with the Yearly plan' })
        .getAttribute('href'),
    ).toBe('/book?about=pricing-yearly');

    await page.getByText('Does it require HighLevel?').click();
    await page.getByText(/^Yes\. Retainly is built for agencies/).waitFor();
    await page.getByText('Is there a setup fee?').click();
    await page.getByText(/^None\. There is no setup fee/).waitFor();
    await page.getByText('Can I cancel?').click();
    await page.getByText(/^Yes, any time/).waitFor();
    expect(await hrefsOf('Book a Call')).toEqual(['/book', '/book']);

    // An on-site link opens in the same tab, on the request form naming the plan.
    const monthly = page.getByRole('link', { name: 'Get Started with the Monthly plan' });
    expect(await monthly.getAttribute('target')).toBeNull();
    await monthly.click();
    await page.waitForURL(`${baseUrl}/book?about=pricing-monthly`);
    expect(await page.getByTestId('call-topic').textContent()).toBe(
      'About: The Monthly plan ($97/month)',
    );
  });

  it('pricing: with no payment link, Get Started goes to sign-up keeping the affiliate id', async () => {
    await useBareConfig();
    await open('/pricing?am_id=partner-3', 'Simple pricing for HighLevel agencies');
    expect(
      await page
        .getByRole('link', { name: 'Get Started with the Monthly plan' })
        .getAttribute('href'),
    ).toBe('/signup?am_id=partner-3');
  });

  it('pricing: a signed-in user sees no Login and no Get Started, but Open the app', async () => {
    const { cookie } = await stack.signUpAndConfirm(newEmail());
    const [name, value] = (cookie ?? '').split('=');
    await page.context().addCookies([{ name, value, url: baseUrl }]);
    await open('/pricing', 'Simple pricing for HighLevel agencies');
    await page.getByRole('banner').getByRole('link', { name: 'Open the app' }).waitFor();
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Get Started/ }).count()).toBe(0);
    const openApp = page.getByRole('main').getByRole('link', { name: 'Open the app' });
    expect(await openApp.count()).toBe(2);
    expect(await openApp.first().getAttribute('href')).toBe('/app');
  });

  it('with links configured, Get Started, embeds, videos, snapshot and switch use them', async () => {
    const { body } = await stack.api.get('/api/site-config');
    const config = body as unknown as SiteConfig;
    const configured: SiteConfig = {
      ...config,
      paymentLinks: { ...config.paymentLinks, 'pricing-monthly': `${EMBEDS}/pay/monthly` },
      bookingUrl: `${EMBEDS}/calendar`,
      reviewFormUrl: `${EMBEDS}/review-form`,
      videos: { ...config.videos, freeEmail: `${EMBEDS}/free-email.mp4` },
      snapshotUrl: `${EMBEDS}/snapshot`,
      switchAffiliateUrl: `${EMBEDS}/switch`,
    };
    // Stand in for the deployment's SITE_CONFIG_FILE and for the third parties themselves.
    await page.route('**/api/site-config', (route) => route.fulfill({ json: configured }));
    await page.route(`${EMBEDS}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>third party</p>' }),
    );

    await open('/pricing', 'Simple pricing for HighLevel agencies');
    const monthly = page.getByRole('link', { name: 'Get Started with the Monthly plan' });
    await page.waitForFunction(
      (href) => document.querySelector(`a[href="${href}"]`) !== null,
      `${EMBEDS}/pay/monthly`,
    );
    expect(await monthly.getAttribute('target')).toBe('_blank');
    expect(await monthly.getAttribute('rel')).toContain('noopener');
    expect(await hrefOf('Get Started with the Yearly plan')).toBe('/book?about=pricing-yearly');

    await open('/book', 'Book your free demo call');
    const calendar = page.locator('iframe[title="Booking calendar"]');
    await calendar.waitFor();
    expect(await calendar.getAttribute('src')).toBe(`${EMBEDS}/calendar`);
    expect(await page.getByRole('form', { name: 'Request a call' }).count()).toBe(0);

    await open('/review', 'Share your Retainly experience');
    await page.locator(`iframe[src="${EMBEDS}/review-form"]`).waitFor();

    await open('/go', 'Free e-mail marketing for your HighLevel agency');
    // The cover loads the configured file on Play; the stand-in is not a video, so the player
    // says so and offers a retry.
    const videoFetched = page.waitForRequest(`${EMBEDS}/free-email.mp4`);
    await page.getByRole('button', { name: 'Play Free e-mail marketing tutorial' }).click();
    await videoFetched;
    await page.getByRole('alert').getByText('This video could not be loaded.').waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    const install = page.getByRole('link', { name: 'Install the Snapshot' });
    expect(await install.getAttribute('href')).toBe(`${EMBEDS}/snapshot`);
    expect(await install.getAttribute('target')).toBe('_blank');
    expect(await hrefOf('Switch my account (opens in a new tab)')).toBe(`${EMBEDS}/switch`);
    expect(await page.getByRole('button', { name: 'Install the Snapshot' }).count()).toBe(0);
  });

  it('review: the review form falls back to an e-mail with a subject; Book a Call and View Pricing', async () => {
    await open('/review', 'Share your Retainly experience');
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByText('E-mail us your review').waitFor();
    expect(await hrefOf(SUPPORT_EMAIL)).toBe(
      `mailto:${SUPPORT_EMAIL}?subject=My%20Retainly%20review`,
    );
    expect(await page.getByText(/soon/).count()).toBe(0);
    expect(await page.getByText('Does it require HighLevel?').count()).toBe(1);
    expect(await hrefOf('Book a Call')).toBe('/book');
    await page.getByRole('main').getByRole('link', { name: 'View Pricing', exact: true }).click();
    await page.waitForURL(`${baseUrl}/pricing`);
  });

  it('book: without a calendar, the call request form validates, sends and e-mails the operators', async () => {
    await open('/book', 'Book your free demo call');
    expect(await page.locator('iframe').count()).toBe(0);
    const form = page.getByRole('form', { name: 'Request a call' });
    expect(await form.getByTestId('call-topic').count()).toBe(0); // a plain demo call
    const send = form.getByRole('button', { name: 'Request a Call' });
    const name = form.getByLabel('Your name');
    const email = form.getByLabel('E-mail');
    await send.click();
    const alert = form.getByRole('alert');
    await alert.getByText('Please enter your name and e-mail address').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await name.fill('Katherine Johnson');
    await email.fill('not-an-email');
    await send.click();
    await alert.getByText('Please enter a valid e-mail address').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBeNull();

    await email.fill('Katherine@Agency.test');
    await form.getByLabel('When suits you?').fill('Tuesday afternoon');
    await form.getByLabel('Anything we should know?').fill('About 30 clients');
    await send.click();
    const thanks = page.getByRole('heading', {
      name: "Thanks! We'll e-mail you within one business day to find a time.",
    });
    await thanks.waitFor();
    expect(await thanks.evaluate((el) => el === document.activeElement)).toBe(true);
    await page
      .getByText(/7-day free trial, so you can try every tool/)
      .first()
      .waitFor();

    const rows: Record<string, unknown>[] = await stack.env.db.query(
      `SELECT full_name, email, topic, preferred_times, message FROM call_requests
       WHERE email = 'katherine@agency.test'`,
    );
    expect(rows).toEqual([
      {
        full_name: 'Katherine Johnson',
        email: 'katherine@agency.test',
        topic: 'call',
        preferred_times: 'Tuesday afternoon',
        message: 'About 30 clients',
      },
    ]);
    // No operator account yet: the notice goes to the support address.
    const mail = await waitFor('the call request e-mail', () =>
      stack.mail.mails.find((m) => m.text.includes('katherine@agency.test')),
    );
    expect(mail.to).toContain(SUPPORT_EMAIL);
    expect(mail.subject).toMatch(/^Call request from Katherine Johnson: A demo call/);
  });

  it('book: a plan bought from the app is a request naming the plan, with the e-mail filled in', async () => {
    const { cookie } = await stack.signUpAndConfirm(newEmail());
    const [cookieName, value] = (cookie ?? '').split('=');
    await page.context().addCookies([{ name: cookieName, value, url: baseUrl }]);
    const { body } = await stack.api.get('/api/me', cookie);
    // Upgrade With Coupon to the bundled /book link: the wheel prize comes along.
    await open('/book?about=upgrade-yearly&prefilled_promo_code=ZEN10', 'Book your free demo call');
    const form = page.getByRole('form', { name: 'Request a call' });
    expect(await form.getByTestId('call-topic').textContent()).toBe(
      'About: Upgrading to Pro, yearly ($970/year)',
    );
    expect(await form.getByTestId('call-coupon').textContent()).toBe(
      'Your coupon: ZEN10 (we apply it on the call)',
    );
    await waitFor('the e-mail filled in', async () =>
      (await form.getByLabel('E-mail').inputValue()) === body.email ? true : null,
    );
    await form.getByLabel('Your name').fill('Dorothy Vaughan');
    await form.getByRole('button', { name: 'Request a Call' }).click();
    await page.getByText('On the call we set up your plan with you.').waitFor();
    const [row] = await stack.env.db.query(
      `SELECT topic, coupon FROM call_requests WHERE full_name = 'Dorothy Vaughan'`,
    );
    expect(row).toEqual({ topic: 'upgrade-yearly', coupon: 'ZEN10' });

    // An unknown ?about= is a plain call.
    await open('/book?about=gold-plan', 'Book your free demo call');
    await page.getByRole('form', { name: 'Request a call' }).waitFor();
    expect(await page.getByTestId('call-topic').count()).toBe(0);
    // Nor is a coupon that is no short token shown or sent.
    await open('/book?prefilled_promo_code=%3Cb%3Ex%3C%2Fb%3E%20y', 'Book your free demo call');
    await page.getByRole('form', { name: 'Request a call' }).waitFor();
    expect(await page.getByTestId('call-coupon').count()).toBe(0);
  });

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
