/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Page } from 'playwright-core';
import type { SiteConfig } from '@retainly/domain';
import { newEmail, type AccountsStack } from '../../support/accounts-stack';
import { waitFor } from '../../support/wait-for';
import { SUPPORT_EMAIL, useMarketingSite } from './marketing-site';

/** Where the configured-links test points every third party (answered by page.route). */
const EMBEDS = 'https://embeds.example.test';

describe('marketing pages in Chromium', () => {
  const site = useMarketingSite();
  const { open, useBareConfig, hrefOf, hrefsOf } = site;
  let stack: AccountsStack;
  let baseUrl: string;
  let page: Page;

  beforeEach(() => {
    ({ stack, baseUrl, page } = site);
  });

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
      .getByText(/7-day free trial: the platform walkthrough shows you every tool/)
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
});
