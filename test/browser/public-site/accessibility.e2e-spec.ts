/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { PAGE_ROUTES } from '@retainly/domain';
import { WEB_DIST } from '../../../apps/api/src/bootstrap';
import { seriousA11yProblems } from '../../support/a11y';
import { useApiBrowser } from '../../support/browser-stack';
import { runAhead } from '../../support/run-ahead';

/** Routes that open from an e-mailed link, need a session, are dev-only or are a client's page. */
const NOT_PUBLIC_SITE = new Set<string>([
  '/auth/confirm',
  '/auth/set-password',
  '/auth/sign-in',
  '/initial-questions',
  '/dev/mailbox',
  '/unsubscribe',
]);

/** Every public route (spec §2's route table) and an unknown one (the not-found page). */
const PUBLIC_ROUTES = [
  ...PAGE_ROUTES.filter(
    (route) => !route.includes('*') && !route.includes(':') && !NOT_PUBLIC_SITE.has(route),
  ),
  '/no/such/page',
];

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 360, height: 740 };
/** Routes scanned at once, each in its own context. */
const ROUTES_AT_ONCE = 3;

/** WCAG 2.1 A/AA violations axe rates serious or critical. */
const severeViolations = (page: Page) => seriousA11yProblems(page, { wcagOnly: true });

describe('accessibility (axe, WCAG 2.1 A and AA) of the public site in Chromium', () => {
  const site = useApiBrowser(async () => {
    if (!existsSync(join(WEB_DIST, 'index.html'))) {
      throw new Error(`No web build in ${WEB_DIST}: build it (npm run build:web) first`);
    }
  });

  /** Opens a route once it has rendered its own content and its requests have settled. */
  async function open(page: Page, path: string) {
    await page.goto(`${site.baseUrl}${path}`);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
  }

  /** Scans what is on screen at the desktop size, then at a 360 x 740 phone's. */
  async function scanBothSizes(page: Page) {
    await page.setViewportSize(DESKTOP);
    const desktop = await severeViolations(page);
    await page.setViewportSize(MOBILE);
    const mobile = await severeViolations(page);
    return { desktop, mobile };
  }

  const NONE = { desktop: [], mobile: [] };

  describe('every public route', () => {
    /** Each route in a context of its own, a few at a time: most of a scan is waiting. */
    const scanOf = runAhead(PUBLIC_ROUTES, ROUTES_AT_ONCE, async (path) => {
      const context = await site.browser.newContext({ viewport: DESKTOP });
      try {
        const page = await context.newPage();
        await open(page, path);
        return { violations: await scanBothSizes(page), h1s: await page.locator('h1').count() };
      } finally {
        await context.close();
      }
    });

    it.each(PUBLIC_ROUTES)('%s has no serious or critical violation and one h1', async (path) => {
      const { violations, h1s } = await scanOf(path);
      expect(violations).toEqual(NONE);
      expect(h1s).toBe(1);
    });
  });

  describe('states of the landing page', () => {
    let context: BrowserContext;
    let page: Page;

    beforeEach(async () => {
      context = await site.browser.newContext({ viewport: DESKTOP });
      page = await context.newPage();
    });

    afterEach(async () => {
      await context.close();
    });

    it('the mobile menu, open, has no serious or critical violation', async () => {
      await page.setViewportSize(MOBILE);
      await open(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
      expect(await severeViolations(page)).toEqual([]);
    });

    it('/#transfer-video: the Transfer Video dialog has no serious or critical violation', async () => {
      await open(page, '/#transfer-video');
      await page.getByRole('dialog', { name: 'Transfer Video' }).waitFor();
      expect(await scanBothSizes(page)).toEqual(NONE);
    });

    it('/#confirmation: Confirming Access, then the Welcome Back it redirects to, have none', async () => {
      await page.clock.install();
      await open(page, '/#confirmation');
      await page.getByRole('dialog', { name: 'Confirming Access' }).waitFor();
      expect(await scanBothSizes(page)).toEqual(NONE);

      const welcome = page.getByRole('dialog', { name: 'Welcome Back' });
      // One second at a time: React schedules the next tick of the countdown after each render.
      for (let second = 0; second < 10 && !(await welcome.isVisible()); second += 1) {
        await page.clock.runFor(1_000);
      }
      await welcome.waitFor();
      expect(await scanBothSizes(page)).toEqual(NONE);
    });

    it('sets text in self-hosted Inter and asks no third party for anything', async () => {
      const origins = new Set<string>();
      page.on('request', (request) => origins.add(new URL(request.url()).origin));
      const fontFiles: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'font') fontFiles.push(response.url());
      });
      await open(page, '/');
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
        /^"Inter Variable"/,
      );
      expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
      expect(fontFiles).toEqual([
        expect.stringMatching(/\/assets\/inter-latin-wght-normal-.+\.woff2$/),
      ]);
      expect([...origins]).toEqual([site.baseUrl]);
    });
  });
});
