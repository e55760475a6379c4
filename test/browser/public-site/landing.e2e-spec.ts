/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { emptySiteConfig, type SiteConfig } from '@retainly/domain';
import { createApiApp } from '../../../apps/api/src/bootstrap';
import { launchChromium } from '../../support/browser';
import { createTestEnvironment, type TestEnvironment } from '../../support/test-environment';

/** The landing page's third parties, as a deployment would configure them (SITE_CONFIG_FILE). */
const LINKS = {
  basicCheckout: 'https://pay.example.com/basic-monthly',
  advancedYearly: 'https://pay.example.com/advanced-yearly',
  advancedMonthly: 'https://pay.example.com/advanced-monthly',
  booking: 'https://calendar.example.com/demo',
  surveyYearly: 'https://forms.example.com/survey-yearly',
  surveyMonthly: 'https://forms.example.com/survey-monthly',
  proGrowthForm: 'https://forms.example.com/pro-growth',
  introVideo: 'https://videos.example.com/intro.mp4',
  transferVideo: 'https://videos.example.com/transfer.mp4',
  pageViewScript: 'https://tracking.example.com/page-view.js',
  optimizationScript: 'https://optimize.example.com/optimize.js',
};

const SITE_CONFIG_FILE = {
  paymentLinks: {
    'basic-monthly': LINKS.basicCheckout,
    'advanced-yearly': LINKS.advancedYearly,
    'advanced-monthly': LINKS.advancedMonthly,
  },
  bookingUrl: LINKS.booking,
  surveyForms: { yearly: LINKS.surveyYearly, monthly: LINKS.surveyMonthly },
  purchaseForms: { lite: '', proGrowth: LINKS.proGrowthForm },
  videos: { intro: LINKS.introVideo, transferTutorial: LINKS.transferVideo },
  tracking: {
    pageViewScriptUrl: LINKS.pageViewScript,
    optimizationScriptUrl: LINKS.optimizationScript,
  },
};

const SUPPORT_EMAIL = 'help@landing.example.com';

/** A deployment with nothing but the advanced payment links configured. */
const BARE_CONFIG: SiteConfig = {
  ...emptySiteConfig(SUPPORT_EMAIL),
  webinar: { timeZone: 'America/Chicago', sessions: [] },
};
BARE_CONFIG.paymentLinks['advanced-monthly'] = LINKS.advancedMonthly;
BARE_CONFIG.paymentLinks['advanced-yearly'] = LINKS.advancedYearly;

const H1 = 'Onboard. Train. Retain.';

describe('landing page in Chromium', () => {
  let env: TestEnvironment;
  let app: NestFastifyApplication;
  let browser: Browser;
  let baseUrl: string;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    const configFile = join(tmpdir(), `landing-site-config-${process.pid}.json`);
    writeFileSync(configFile, JSON.stringify(SITE_CONFIG_FILE));
    env = await createTestEnvironment();
    app = await createApiApp(
      env.config({
        LOG_LEVEL: 'silent',
        SITE_CONFIG_FILE: configFile,
        SUPPORT_EMAIL,
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await env?.dispose();
  });

  /** A fresh context whose example.com third parties answer locally (no real network). */
  async function newPage(options: BrowserContextOptions = {}) {
    const context = await browser.newContext(options);
    await context.route(/^https:\/\/[a-z.]*example\.com\//, (route) => {
      const url = route.request().url();
      if (url.endsWith('.js')) {
        return route.fulfill({
          contentType: 'text/javascript',
          body: `(window.loadedScripts ??= []).push(${JSON.stringify(url)});`,
        });
      }
      return route.fulfill({ contentType: 'text/html', body: '<p>Third-party form</p>' });
    });
    page = await context.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // A visitor's session check answers 401 by design; anything else is a real problem.
      if (!message.location().url.endsWith('/api/me')) {
        problems.push(`${message.text()} (${message.location().url})`);
      }
    });
    return page;
  }

  beforeEach(() => {
    problems = [];
  });

  afterEach(async () => {
    await page?.context().close();
    expect(problems).toEqual([]);
  });

  /** Loads a landing address and waits for the h1 and the site config. */
  async function open(path = '/') {
    const configLoaded = page.waitForResponse((r) => r.url().endsWith('/api/site-config'));
    await page.goto(`${baseUrl}${path}`);
    // By CSS, not role: an open modal hides the page from the accessibility tree.
    await page.locator('h1', { hasText: H1 }).waitFor();
    await configLoaded;
  }

  const hash = () => new URL(page.url()).hash;
  const dialog = (name: string) => page.getByRole('dialog', { name });

  async function expectFocusOn(locator: Locator) {
    const element = await locator.elementHandle();
    // Radix hands focus back just after the dialog unmounts.
    await page.waitForFunction((el) => document.activeElement === el, element, { timeout: 5_000 });
  }

  async function expectInView(id: string) {
    await page.waitForFunction(
      (sectionId) => {
        const top = document.getElementById(sectionId)!.getBoundingClientRect().top;
        return window.scrollY > 0 && top >= 0 && top < 120;
      },
      id,
      { timeout: 5_000 },
    );
  }

  it('renders its key texts, links, meta and tracking scripts; passes axe; fits 360 px', async () => {
    await newPage();
    await open();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.waitForFunction(() => document.title.includes('HighLevel Agencies'));
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain('500+ agencies');

    const banner = page.getByRole('banner');
    expect(await banner.getByText('HighLevel White-Label Tool').count()).toBe(1);
    expect(await banner.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Book a Call' }).first().getAttribute('href')).toBe(
      '/book',
    );
    for (const text of [
      'Track Activity',
      'Onboard & Educate',
      'Fully White-Labeled',
      '20-25+ brand-less onboarding videos, with new videos every month',
      'An activity dashboard: onboarded users, completion rates and logins',
      'Branding, menu-link removal and AI offer & ads tools',
      '1:1 support from a team that knows HighLevel',
      'Trusted by 500+ agencies',
      'Still Have Questions?',
    ]) {
      await main.getByText(text, { exact: true }).first().waitFor();
    }
    expect(await main.locator('video source').getAttribute('src')).toBe(LINKS.introVideo);
    expect(await main.locator('video').getAttribute('preload')).toBe('none');

    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    for (const [question, answer] of [
      ['What is Retainly?', /^A white-label onboarding and training toolkit/],
      ['Do I need HighLevel to use it?', /^Yes\./],
      ['Is there a setup fee?', /^None\./],
      ['Can I cancel?', /^Any time/],
    ] as const) {
      expect(await faq.getByText(answer).isVisible()).toBe(false);
      await faq.getByText(question).click();
      expect(await faq.getByText(answer).isVisible()).toBe(true);
    }

    const affiliate = page.locator('#affiliate');
    expect(
      await affiliate
        .getByRole('link', { name: 'Join the Affiliate Program' })
        .getAttribute('href'),
    ).toBe('/affiliate');
    const footer = page.getByRole('contentinfo');
    const footerHrefs = await footer
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(footerHrefs).toEqual(['/', '/pricing', '/go', '/affiliate', '/privacy', '/terms']);
    const contact = footer.getByRole('link', { name: 'Need help? Contact us' });
    expect(await contact.getAttribute('target')).toBe('_blank');
    expect(await contact.getAttribute('href')).toBe(LINKS.booking);

    // Both tracking scripts arrive async, after the page rendered, and run under the CSP.
    await page.waitForFunction(
      () => (window as { loadedScripts?: string[] }).loadedScripts?.length === 2,
    );
    const scripts = page.locator('script[src*="example.com"]');
    expect(
      await scripts.evaluateAll((list) => list.map((s) => (s as HTMLScriptElement).async)),
    ).toEqual([true, true]);

    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });

  it('prices: yearly by default ($83/month, Save 14%), Monthly shows $97/month', async () => {
    await newPage();
    await open();
    const yearly = page.getByRole('radio', { name: 'Yearly' });
    const monthly = page.getByRole('radio', { name: 'Monthly' });
    expect(await yearly.isChecked()).toBe(true);
    const basic = page.getByRole('article', { name: 'Basic' });
    const advanced = page.getByRole('article', { name: 'Advanced' });
    const text = (card: Locator) => card.innerText();

    const advancedYearly = await text(advanced);
    for (const part of ['Most Popular', 'Save 14%', 'Billed $997 per year', 'Save $167 per year']) {
      expect(advancedYearly).toContain(part);
    }
    expect(await advanced.getByText('$83/month').count()).toBe(1);
    expect(await basic.getByText('$27/month').count()).toBe(1);
    expect(await text(basic)).toContain('Monthly billing only.');
    for (const feature of [
      '25+ video onboarding tool',
      'Menu link deletion tool',
      'AI offer and ads tool',
    ]) {
      expect(await basic.getByText(feature).count()).toBe(1);
    }
    for (const feature of ['3 custom onboarding experiences', 'Advanced branding']) {
      expect(await advanced.getByText(feature).count()).toBe(1);
    }
    const pricing = page.locator('#pricing');
    for (const guarantee of [
      '30 day money-back guarantee',
      'Cancel anytime',
      'No contracts',
      'No setup fee',
    ]) {
      expect(await pricing.getByText(guarantee, { exact: true }).count()).toBe(1);
    }

    // A keyboard user moves through the radio group with the arrow keys.
    await yearly.focus();
    await page.keyboard.press('ArrowLeft');
    expect(await monthly.isChecked()).toBe(true);
    expect(await advanced.getByText('$97/month').count()).toBe(1);
    expect(await text(advanced)).not.toContain('Save 14%');
    expect(await text(advanced)).not.toContain('$83');
    expect(await text(basic)).toContain('Billed monthly. Cancel anytime.');

    await page.getByRole('button', { name: 'See what agencies say about us' }).click();
    await expectInView('testimonials');
  });

  it('#transfer-video opens the tutorial; closing clears the hash but keeps the query', async () => {
    await newPage();
    await open('/?am_id=partner-1#transfer-video');
    const modal = dialog('Transfer Video');
    await modal.waitFor();
    expect(await modal.locator('video source').getAttribute('src')).toBe(LINKS.transferVideo);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${baseUrl}/?am_id=partner-1`);

    // Opened from the page, it writes its hash; it also follows a hash set while on the page.
    const trigger = page.getByRole('button', { name: 'Watch the Transfer Tutorial' });
    await trigger.click();
    await modal.waitFor();
    expect(hash()).toBe('#transfer-video');
    await page.keyboard.press('Escape');
    await expectFocusOn(trigger);
    expect(hash()).toBe('');
    await page.evaluate(() => (window.location.hash = 'transfer-video'));
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${baseUrl}/?am_id=partner-1`);
  });

  it('#confirmation counts down 10 seconds, then Login Now opens Welcome Back', async () => {
    await newPage();
    await page.clock.install();
    await open('/#confirmation');
    const modal = dialog('Confirming Access');
    await modal.getByText('Redirecting in 10 seconds...').waitFor();
    expect(hash()).toBe('#confirmation');
    for (let left = 9; left >= 1; left -= 1) {
      await page.clock.runFor(1_000);
      await modal.getByText(`Redirecting in ${left} seconds...`).waitFor();
    }
    await page.clock.runFor(1_000);
    await modal.getByRole('button', { name: 'Login Now' }).click();
    const welcome = dialog('Welcome Back');
    await welcome.getByLabel('Email').waitFor();
    await welcome.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(hash()).toBe('');
  });

  it('#appointment-confirmed: Get Started carries the am_id remembered in the session', async () => {
    await newPage();
    await open('/?am_id=partner-9');
    expect(await page.evaluate(() => sessionStorage.getItem('affiliate_id'))).toBe('partner-9');
    await open('/#appointment-confirmed');
    const modal = dialog('Thanks for Booking');
    await modal.getByText(/try Retainly free for 7 days/).waitFor();
    const getStarted = modal.getByRole('link', { name: 'Get Started' });
    expect(await getStarted.getAttribute('href')).toBe('/signup?am_id=partner-9');
    await getStarted.click();
    await page.waitForURL(`${baseUrl}/signup?am_id=partner-9`);
  });

  it('#appointment-confirmed without an affiliate id links to plain /signup', async () => {
    await newPage();
    await open('/#appointment-confirmed');
    const modal = dialog('Thanks for Booking');
    expect(await modal.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
      '/signup',
    );
  });

  it('#pricing, #signup and #affiliate scroll their section into view', async () => {
    await newPage();
    await open('/#pricing');
    await expectInView('pricing');

    // A hash set while on the page is followed too.
    await page.evaluate(() => (window.location.hash = 'affiliate'));
    await expectInView('affiliate');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => (window.location.hash = 'signup'));
    await expectInView('pricing');

    await open('/?from=mail#affiliate');
    await expectInView('affiliate');

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('banner').getByRole('button', { name: 'View Plans' }).click();
    await expectInView('pricing');
  });

  it('each modal opens with real content and closes with Escape, focus back on its trigger', async () => {
    await newPage();
    await open();
    const cases: { trigger: string; title: string; check: (modal: Locator) => Promise<void> }[] = [
      {
        trigger: 'Get Lite Access',
        title: 'Get Lite Access',
        check: async (modal) =>
          expect(
            await modal.getByRole('link', { name: 'Continue to Checkout' }).getAttribute('href'),
          ).toBe(LINKS.basicCheckout),
      },
      {
        trigger: 'Get Pro+Growth Access',
        title: 'Get Pro+Growth Access',
        check: async (modal) =>
          expect(await modal.locator('iframe').getAttribute('src')).toBe(LINKS.proGrowthForm),
      },
      {
        trigger: 'Start Your Subscription',
        title: 'Subscribe Now',
        check: async (modal) => {
          await modal.getByText(/start your yearly subscription/).waitFor();
          expect(await modal.locator('iframe').getAttribute('src')).toBe(LINKS.surveyYearly);
        },
      },
      {
        trigger: 'Lite Plan Details',
        title: 'Lite Plan Details',
        check: async (modal) => {
          const body = await modal.innerText();
          for (const part of [
            '$27',
            "Who it's for",
            'Menu link deletion tool',
            '30 day money-back guarantee',
          ]) {
            expect(body).toContain(part);
          }
          await modal.getByRole('button', { name: 'Get Lite Access' }).waitFor();
        },
      },
      {
        trigger: 'Pro Plan Details',
        title: 'Pro Plan Details',
        check: async (modal) => {
          const body = await modal.innerText();
          for (const part of ['$83', 'Save $167 per year', 'Advanced branding', 'No setup fee']) {
            expect(body).toContain(part);
          }
        },
      },
      {
        trigger: 'Watch the Transfer Tutorial',
        title: 'Transfer Video',
        check: async (modal) =>
          expect(await modal.locator('video source').getAttribute('src')).toBe(LINKS.transferVideo),
      },
    ];
    for (const { trigger, title, check } of cases) {
      const button = page.getByRole('button', { name: trigger, exact: true });
      await button.click();
      const modal = dialog(title);
      await modal.waitFor();
      await check(modal);
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
      await expectFocusOn(button);
    }

    // Plan Details leads on to the plan's purchase form; focus still returns to Plan Details.
    const details = page.getByRole('button', { name: 'Pro Plan Details' });
    await details.click();
    await dialog('Pro Plan Details').getByRole('button', { name: 'Get Pro+Growth Access' }).click();
    await dialog('Get Pro+Growth Access').locator('iframe').waitFor();
    await page.keyboard.press('Escape');
    await expectFocusOn(details);

    // The survey follows the billing toggle.
    await page.getByRole('radio', { name: 'Monthly' }).check();
    await page.getByRole('button', { name: 'Start Your Subscription' }).click();
    expect(await dialog('Subscribe Now').locator('iframe').getAttribute('src')).toBe(
      LINKS.surveyMonthly,
    );
  });

  it('shows tidy fallbacks when the embeds and videos are not configured', async () => {
    await newPage();
    await page.route('**/api/site-config', (route) => route.fulfill({ json: BARE_CONFIG }));
    await open();
    await page.getByRole('img', { name: 'Retainly intro video (video coming soon)' }).waitFor();

    await page.getByRole('button', { name: 'Start Your Subscription' }).click();
    let modal = dialog('Subscribe Now');
    expect(await modal.getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(await modal.getByRole('link', { name: 'Book a Call' }).getAttribute('href')).toBe(
      '/book',
    );
    expect(await modal.locator('iframe').count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Get Lite Access' }).click();
    modal = dialog('Get Lite Access');
    expect(await modal.getByRole('link', { name: 'Book a Call' }).getAttribute('href')).toBe(
      '/book',
    );
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Get Pro+Growth Access' }).click();
    modal = dialog('Get Pro+Growth Access');
    const checkout = modal.getByRole('link', { name: 'Continue to Checkout' });
    expect(await checkout.getAttribute('href')).toBe(LINKS.advancedYearly);
    await page.keyboard.press('Escape');
    await page.getByRole('radio', { name: 'Monthly' }).check();
    await page.getByRole('button', { name: 'Get Pro+Growth Access' }).click();
    expect(await checkout.getAttribute('href')).toBe(LINKS.advancedMonthly);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Watch the Transfer Tutorial' }).click();
    await dialog('Transfer Video')
      .getByRole('img', { name: 'HighLevel account transfer tutorial (video coming soon)' })
      .waitFor();
    expect(await page.locator('script[src*="example.com"]').count()).toBe(0);
  });

  it('testimonials: six quotes for assistive tech, a moving track that pauses on hover', async () => {
    await newPage();
    await open();
    const carousel = page.getByRole('region', { name: 'Customer testimonials' });
    expect(await carousel.getByRole('listitem').count()).toBe(6);
    expect(await carousel.locator('li').count()).toBe(12);
    const track = carousel.locator('.testimonial-track');
    const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    expect(await track.evaluate((el) => el.getAnimations()[0]?.playState)).toBe('running');
    await carousel.hover();
    expect(await playState()).toBe('paused');
    await page.mouse.move(0, 0);
    expect(await playState()).toBe('running');
    await carousel.focus();
    expect(await playState()).toBe('paused');
    await page.getByRole('button', { name: 'Pause testimonials' }).click();
    await page.mouse.move(0, 0);
    expect(await playState()).toBe('paused');
    await page.getByRole('button', { name: 'Play testimonials' }).waitFor();
  });

  it('testimonials: no motion, one scrollable list for reduced-motion users', async () => {
    await newPage({ reducedMotion: 'reduce', viewport: { width: 360, height: 740 } });
    await open();
    const carousel = page.getByRole('region', { name: 'Customer testimonials' });
    expect(await carousel.getByRole('listitem').count()).toBe(6);
    const track = carousel.locator('.testimonial-track');
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    expect(await track.evaluate((el) => el.getAnimations().length)).toBe(0);
    expect(await carousel.locator('li:visible').count()).toBe(6);
    expect(await carousel.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.getByRole('button', { name: 'Pause testimonials' }).count()).toBe(0);
  });

  it('on a 360x740 phone, the menu button reveals Login and View Plans', async () => {
    await newPage({ viewport: { width: 360, height: 740 } });
    await open();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: 'Login' }).isVisible()).toBe(false);
    await banner.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    expect(await menu.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    await menu.getByRole('button', { name: 'View Plans' }).click();
    await expectInView('pricing');
    expect(await menu.count()).toBe(0);
  });
});
