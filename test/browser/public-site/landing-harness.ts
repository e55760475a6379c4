/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { emptySiteConfig, type SiteConfig } from '@retainly/domain';
import { useApiBrowser } from '../../support/browser-stack';

/** The landing page's third parties, as a deployment would configure them (SITE_CONFIG_FILE). */
export const LINKS = {
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

export const SUPPORT_EMAIL = 'help@landing.example.com';

/** A deployment with nothing but the advanced payment links configured. */
export const BARE_CONFIG: SiteConfig = {
  ...emptySiteConfig(SUPPORT_EMAIL),
  webinar: { timeZone: 'America/Chicago', sessions: [] },
};
BARE_CONFIG.paymentLinks['advanced-monthly'] = LINKS.advancedMonthly;
BARE_CONFIG.paymentLinks['advanced-yearly'] = LINKS.advancedYearly;

export const H1 = 'Onboard. Train. Retain.';

/**
 * The landing page's browser tests share one api (with the site config above) and one Chromium;
 * each test opens its own context with newPage(), and fails on any page error or console error.
 */
export function useLandingPage() {
  let page: Page;
  let problems: string[];
  const api = useApiBrowser(async () => {
    const configFile = join(tmpdir(), `landing-site-config-${process.pid}.json`);
    writeFileSync(configFile, JSON.stringify(SITE_CONFIG_FILE));
    return { SITE_CONFIG_FILE: configFile, SUPPORT_EMAIL };
  });
  const harness = Object.assign(api, { newPage, open, hash, dialog, expectFocusOn, expectInView });

  beforeEach(() => {
    problems = [];
  });

  afterEach(async () => {
    await page?.context().close();
    expect(problems).toEqual([]);
  });

  /** A fresh context whose example.com third parties answer locally (no real network). */
  async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
    const context = await harness.browser.newContext(options);
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
      if (message.type() === 'error') {
        problems.push(`${message.text()} (${message.location().url})`);
      }
    });
    return page;
  }

  /** Loads a landing address and waits for the h1 and the site config. */
  async function open(path = '/') {
    const configLoaded = page.waitForResponse((r) => r.url().endsWith('/api/site-config'));
    await page.goto(`${harness.baseUrl}${path}`);
    // By CSS, not role: an open modal hides the page from the accessibility tree.
    await page.locator('h1', { hasText: H1 }).waitFor();
    await configLoaded;
  }

  function hash() {
    return new URL(page.url()).hash;
  }

  function dialog(name: string) {
    return page.getByRole('dialog', { name });
  }

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

  return harness;
}
