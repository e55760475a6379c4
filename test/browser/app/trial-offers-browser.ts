/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Browser, Locator, Page } from 'playwright-core';
import { DAY_MS, MINUTE_MS, type TrialOfferState } from '@retainly/domain';
import { createApiApp } from '../../../apps/api/src/bootstrap';
import { startAccountsStack, type AccountsStack } from '../../support/accounts-stack';
import { siteConfigFile } from '../../support/site-config';
import { launchChromium } from '../../support/browser';
import { listenOnFreePort } from '../../support/browser-stack';
import { zoneAtNoon } from '../../support/zone-at-noon';

/** The payment provider's coupon parameter (SITE_CONFIG_FILE couponParameter). */
export const COUPON_PARAMETER = 'coupon_code';

/** The deployment's upgrade links (SITE_CONFIG_FILE), one per plan variant. */
export const LINKS = {
  'upgrade-monthly': 'https://pay.example/pro-monthly',
  'upgrade-yearly': 'https://pay.example/pro-yearly',
  'upgrade-six-months-monthly': 'https://pay.example/six-months-monthly',
  'upgrade-six-months-yearly': 'https://pay.example/six-months-yearly',
};

export interface SpinRow {
  id: string;
  segment_index: number;
  code: string;
  percent: number;
  claimed_at: Date | null;
}

/** The trial-offer tests' handles and steps; `page` is the one the last openAppOnTrialDay opened. */
export interface TrialOffersBrowser {
  stack: AccountsStack;
  baseUrl: string;
  /** The same api without any site config: every payment link falls back. */
  bareUrl: string;
  /** A confirmed, questionnaire-done trial user on `day` (1-7), signed in in a new page. */
  openAppOnTrialDay(
    day: number,
    options?: { url?: string; clock?: boolean; fakeOffer?: TrialOfferState },
  ): Promise<{ email: string; userId: string; offer: TrialOfferState }>;
  banner(): Locator;
  dialog(name: string): Locator;
  popupKey(email: string): Promise<string>;
  /** Runs the page's fake clock in 1 s steps, letting React render between ticks. */
  advance(ms: number): Promise<void>;
  spinRows(userId: string): Promise<SpinRow[]>;
}

/**
 * The popup shows once per calendar day (UTC in these pages): a test running across midnight
 * would rightly see it again after a reload. Within 5 minutes of midnight, the page's clock
 * starts 10 minutes earlier; the offer itself is the server's and spans days.
 */
function clearOfMidnight(now: number): number {
  const untilMidnight = DAY_MS - (now % DAY_MS);
  return untilMidnight < 5 * MINUTE_MS ? now - 10 * MINUTE_MS : now;
}

/**
 * Registers the hooks of a trial-offer describe block: the stack with the deployment's upgrade
 * links, the same api with none, and Chromium. `onPage` receives each page a test opens.
 */
export function useTrialOffersBrowser(onPage: (page: Page) => void): TrialOffersBrowser {
  let bareApp: NestFastifyApplication;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const file = siteConfigFile({ paymentLinks: LINKS, couponParameter: COUPON_PARAMETER });
    trial.stack = await startAccountsStack({ SITE_CONFIG_FILE: file });
    trial.baseUrl = await listenOnFreePort(trial.stack.app);
    bareApp = await createApiApp(
      trial.stack.env.config({
        SMTP_URL: trial.stack.mail.url,
        LOG_LEVEL: 'silent',
        SITE_CONFIG_FILE: siteConfigFile(),
      }),
    );
    trial.bareUrl = await listenOnFreePort(bareApp);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await bareApp?.close();
    await trial.stack?.close();
  });

  afterEach(() => page?.context().close());

  const trial = {
    async openAppOnTrialDay(day, { url = trial.baseUrl, clock = false, fakeOffer } = {}) {
      const { stack } = trial;
      const startedAt = new Date(Date.now() - (day - 1) * DAY_MS - 60_000);
      const { cookie, userId, email } = await stack.signedUpWith({
        approval: 'TRIALING',
        trial_started_at: startedAt,
        trial_ends_at: new Date(startedAt.getTime() + 7 * DAY_MS),
        initial_questions_completed: true,
        time_zone: zoneAtNoon(),
      });
      const context = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
      await context.addCookies([
        { name: 'retainly_session', value: cookie.slice('retainly_session='.length), url },
      ]);
      page = await context.newPage();
      onPage(page);
      const now = Date.now();
      const pageNow = clearOfMidnight(now);
      if (clock || pageNow !== now) await page.clock.install({ time: pageNow });
      if (fakeOffer) {
        await page.route('**/api/trial/offer', (route) =>
          route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify(fakeOffer),
          }),
        );
      }
      const offerResponse = page.waitForResponse((r) => r.url().endsWith('/api/trial/offer'));
      await page.goto(`${url}/app`);
      const offer = (await (await offerResponse).json()) as TrialOfferState;
      return { email, userId, offer };
    },
    banner: () => page.getByRole('region', { name: 'Trial offer' }),
    dialog: (name) => page.getByRole('dialog', { name }),
    popupKey: (email) =>
      page.evaluate((e) => `trial-popup-shown-${e}-${new Date().toDateString()}`, email),
    async advance(ms) {
      for (let elapsed = 0; elapsed < ms; elapsed += 1_000) await page.clock.runFor(1_000);
    },
    spinRows: (userId) =>
      trial.stack.env.db.query(
        `SELECT id, segment_index, code, percent, claimed_at FROM wheel_spins
         WHERE user_id = $1 ORDER BY created_at, id`,
        [userId],
      ),
  } as TrialOffersBrowser;
  return trial;
}
