/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Browser, Page } from 'playwright-core';
import {
  offerCountdown,
  SPIN_MESSAGES,
  UPGRADE_BENEFITS,
  WHEEL_SEGMENTS,
  type TrialOfferState,
} from '@retainly/domain';
import { createApiApp } from '../../../apps/api/src/bootstrap';
import { newEmail, startAccountsStack, type AccountsStack } from '../../support/accounts-stack';
import { seriousA11yProblems } from '../../support/a11y';
import { siteConfigFile } from '../../support/site-config';
import { launchChromium } from '../../support/browser';
import { zoneAtNoon } from '../../support/zone-at-noon';
import { WHEEL_CODES } from '../../../apps/api/src/trial-offers/wheel-codes';

const DAY_MS = 86_400_000;

/** The payment provider's coupon parameter (SITE_CONFIG_FILE couponParameter). */
const COUPON_PARAMETER = 'coupon_code';

/** The deployment's upgrade links (SITE_CONFIG_FILE), one per plan variant. */
const LINKS = {
  'upgrade-monthly': 'https://pay.example/pro-monthly',
  'upgrade-yearly': 'https://pay.example/pro-yearly',
  'upgrade-six-months-monthly': 'https://pay.example/six-months-monthly',
  'upgrade-six-months-yearly': 'https://pay.example/six-months-yearly',
};

interface SpinRow {
  id: string;
  segment_index: number;
  code: string;
  percent: number;
  claimed_at: Date | null;
}

async function listen(app: NestFastifyApplication): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
}

describe('trial offers, popup, wheel and upgrade dialog in Chromium', () => {
  let stack: AccountsStack;
  /** The same api without any site config: every payment link falls back. */
  let bareApp: NestFastifyApplication;
  let browser: Browser;
  let baseUrl: string;
  let bareUrl: string;
  let page: Page;

  beforeAll(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'apptrial-')), 'site-config.json');
    writeFileSync(file, JSON.stringify({ paymentLinks: LINKS, couponParameter: COUPON_PARAMETER }));
    stack = await startAccountsStack({ SITE_CONFIG_FILE: file });
    baseUrl = await listen(stack.app);
    bareApp = await createApiApp(
      stack.env.config({
        SMTP_URL: stack.mail.url,
        LOG_LEVEL: 'silent',
        SITE_CONFIG_FILE: siteConfigFile(),
      }),
    );
    bareUrl = await listen(bareApp);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await bareApp?.close();
    await stack?.close();
  });

  afterEach(() => page?.context().close());

  /** A confirmed, questionnaire-done trial user on `day` (1-7), signed in in a new page. */
  async function openAppOnTrialDay(
    day: number,
    {
      url = baseUrl,
      clock = false,
      fakeOffer,
    }: { url?: string; clock?: boolean; fakeOffer?: TrialOfferState } = {},
  ) {
    const email = newEmail();
    const { cookie } = await stack.signUpAndConfirm(email);
    const startedAt = new Date(Date.now() - (day - 1) * DAY_MS - 60_000);
    const [{ id, email: stored }] = await stack.env.db.query(
      `WITH u AS (UPDATE retainly_users SET approval = 'TRIALING', trial_started_at = $2,
         trial_ends_at = $2::timestamptz + interval '7 days', initial_questions_completed = true,
         time_zone = $3
       WHERE email = $1 RETURNING id, email) SELECT id, email FROM u`,
      [email.toLowerCase(), startedAt, zoneAtNoon()],
    );
    const context = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    await context.addCookies([
      { name: 'retainly_session', value: cookie!.slice('retainly_session='.length), url },
    ]);
    page = await context.newPage();
    if (clock) await page.clock.install({ time: Date.now() });
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
    return { email: stored as string, userId: id as string, offer };
  }

  const banner = () => page.getByRole('region', { name: 'Trial offer' });
  const dialog = (name: string) => page.getByRole('dialog', { name });
  const popupKey = (email: string) =>
    page.evaluate((e) => `trial-popup-shown-${e}-${new Date().toDateString()}`, email);

  /** Runs the page's fake clock in 1 s steps, letting React render between ticks. */
  async function advance(ms: number) {
    for (let elapsed = 0; elapsed < ms; elapsed += 1_000) await page.clock.runFor(1_000);
  }

  async function spinRows(userId: string): Promise<SpinRow[]> {
    return stack.env.db.query(
      `SELECT id, segment_index, code, percent, claimed_at FROM wheel_spins
       WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
  }

  it('shows no banner and no popup on trial day 2', async () => {
    const { email, offer } = await openAppOnTrialDay(2);
    expect(offer.offer).toBeNull();
    await page.getByRole('main').waitFor();
    await page.waitForTimeout(300);
    expect(await banner().count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), await popupKey(email))).toBe(
      null,
    );
  });

  it('day 4: the six-months popup once a day, the banner countdown, and Claim Offer', async () => {
    const { email, offer } = await openAppOnTrialDay(4, { clock: true });
    expect(offer.offer?.type).toBe('six-months-free');

    const popup = dialog('Get 6 Months Free');
    await popup.waitFor();
    const claim = popup.getByRole('link', { name: 'Claim 6 Months Free' });
    expect(await claim.getAttribute('href')).toBe(LINKS['upgrade-six-months-yearly']);
    expect(await claim.getAttribute('target')).toBe('_blank');
    expect(await claim.getAttribute('rel')).toContain('noopener');
    expect(await page.evaluate((key) => localStorage.getItem(key), await popupKey(email))).toBe(
      'true',
    );
    await popup.getByRole('button', { name: 'Maybe Later' }).click();
    await popup.waitFor({ state: 'detached' });

    expect(await banner().textContent()).toContain('Get 6 months free on the yearly Pro plan');
    expect(await banner().textContent()).not.toContain('Last Chance');
    const timer = banner().getByRole('timer');
    // The timer re-renders every second and the page's clock keeps running between reads: it
    // must show the countdown of a moment from a second before the read to just after it.
    const pageNow = async () => page.evaluate(() => Date.now());
    const countdownAt = (at: number) =>
      offerCountdown(new Date(offer.offer!.expiresAt), new Date(at));
    const shownCountdown = async () => {
      const from = (await pageNow()) - 1_500;
      const shown = await timer.textContent();
      expect([countdownAt(from), countdownAt(await pageNow())]).toContain(shown);
      return shown;
    };
    const before = await shownCountdown();
    expect(before).toMatch(/^\d+d:\d+h:\d+m$/);
    await advance(61_000);
    const after = await shownCountdown();
    expect(after).not.toBe(before);

    // Claim Offer: the upgrade dialog at the six-months price.
    await banner().getByRole('button', { name: 'Claim Offer' }).click();
    const upgrade = dialog('Upgrade to Pro');
    await upgrade.waitFor();
    const price = upgrade.getByTestId('upgrade-price');
    expect(await upgrade.getByRole('radio', { name: 'Yearly' }).isChecked()).toBe(true);
    expect(await price.textContent()).toContain('$582/year');
    expect(await price.textContent()).toContain('(about $49/month)');
    expect(await price.locator('s').textContent()).toContain('$970/year');
    const checkout = upgrade.getByRole('link', { name: 'Upgrade Now' });
    expect(await checkout.getAttribute('href')).toBe(LINKS['upgrade-six-months-yearly']);
    await upgrade.getByText('Monthly', { exact: true }).click();
    expect(await price.textContent()).toBe('$97/month');
    expect(await checkout.getAttribute('href')).toBe(LINKS['upgrade-six-months-monthly']);
    const benefits = await upgrade.getByRole('listitem').allTextContents();
    expect(benefits.map((text) => text.replace('✓', ''))).toEqual([...UPGRADE_BENEFITS]);
    expect(await seriousA11yProblems(page, { include: '[role="dialog"]' })).toEqual([]);
    await page.keyboard.press('Escape');
    await upgrade.waitFor({ state: 'detached' });

    // The same day again: banner yes, popup no.
    await page.reload();
    await banner().waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Dismissed, the banner stays away for this tab.
    await banner().getByRole('button', { name: 'Dismiss offer' }).click();
    expect(await banner().count()).toBe(0);
    await page.reload();
    await page.getByRole('main').waitFor();
    await page.waitForTimeout(300);
    expect(await banner().count()).toBe(0);
  });

  it('day 6: Last Chance banner, Final Spin popup, three server-decided spins, claim and copy', async () => {
    const { email, userId, offer } = await openAppOnTrialDay(6, { clock: true });
    expect(offer.offer).toMatchObject({ type: 'spin-to-win', urgent: true });
    const popup = dialog('Last Chance to Spin and Win');
    await popup.waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), await popupKey(email))).toBe(
      'true',
    );
    expect(await popup.getByRole('button', { name: 'Not Now' }).isVisible()).toBe(true);
    await popup.getByRole('button', { name: 'Final Spin' }).click();

    const wheel = dialog('Spin to Win');
    await wheel.waitFor();
    await wheel.getByText('Spins left: 3 of 3').waitFor();
    const wheelLabel = await wheel.getByRole('img').getAttribute('aria-label');
    expect(wheelLabel).toContain('20% off');
    expect(wheelLabel).not.toContain('ROARIN20'); // codes only ever come from the server
    expect(await seriousA11yProblems(page, { include: '[role="dialog"]' })).toEqual([]);

    /** One spin: busy while the wheel turns, the server's prize once it stops. */
    async function spinAndCheck(trigger: string, spinNumber: number) {
      const answered = page.waitForResponse(
        (r) => r.url().endsWith('/api/trial/spins') && r.request().method() === 'POST',
      );
      await wheel.getByRole('button', { name: trigger, exact: true }).click();
      const busy = wheel.getByRole('button', { name: 'Spinning...' });
      await busy.waitFor();
      expect(await busy.getAttribute('aria-disabled')).toBe('true');
      expect((await answered).status()).toBe(201);
      await advance(7_000);
      expect(await wheel.getByText(/^You won/).count()).toBe(0); // still turning
      await advance(1_000);
      const rows = await spinRows(userId);
      expect(rows).toHaveLength(spinNumber);
      const row = rows[spinNumber - 1];
      await wheel.getByText(`You won ${row.percent}% off!`).waitFor();
      expect(await wheel.getByTestId('prize-code').textContent()).toBe(row.code);
      expect(WHEEL_CODES[row.segment_index]).toBe(row.code);
      // The wheel came to rest with that segment under the pointer (at the top).
      const rotation = await wheel
        .getByTestId('wheel-rotor')
        .evaluate((el) => Number(/rotate\(([-\d.]+)deg\)/.exec(el.style.transform)?.[1]));
      const underPointer = ((360 - (rotation % 360)) % 360) / (360 / WHEEL_SEGMENTS.length);
      expect(Math.floor(underPointer)).toBe(row.segment_index);
      return row;
    }

    await spinAndCheck('Spin', 1);
    await spinAndCheck('Spin Again', 2);
    const last = await spinAndCheck('Spin Again', 3);
    expect(await wheel.getByRole('button', { name: 'Spin Again' }).count()).toBe(0);
    expect(await wheel.getByRole('button', { name: 'Spin', exact: true }).count()).toBe(0);

    // Reopened with no spins left: the message and the previous discount from the server.
    await page.keyboard.press('Escape');
    await wheel.waitFor({ state: 'detached' });
    // The page behind the modal dialogs is hidden from the accessibility tree until now.
    expect(await banner().textContent()).toContain('Last Chance: spin the wheel');
    await banner().getByRole('button', { name: 'Spin Now' }).click();
    await wheel.getByText(SPIN_MESSAGES.noSpinsLeft).waitFor();
    expect(await wheel.getByText(`Your previous discount: ${last.percent}% off`).isVisible()).toBe(
      true,
    );
    expect(await wheel.getByTestId('prize-code').textContent()).toBe(last.code);
    expect(await wheel.getByRole('button', { name: 'Spin', exact: true }).count()).toBe(0);

    // Claimed (recorded by the server) and copied.
    await wheel.getByRole('button', { name: 'Claim Discount' }).click();
    const claimedToast = page.locator('[data-sonner-toast]', { hasText: 'Discount Claimed!' });
    await claimedToast.waitFor();
    expect(await claimedToast.textContent()).toContain(last.code);
    expect((await spinRows(userId))[2].claimed_at).not.toBeNull();
    expect(await wheel.getByRole('button', { name: 'Claim Discount' }).count()).toBe(0);
    await wheel.getByRole('button', { name: `Copy code ${last.code}` }).click();
    await page.locator('[data-sonner-toast]', { hasText: 'Code Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(last.code);

    // Upgrade With Coupon: the regular (non six-months) Pro prices, the code shown and handed
    // to checkout as the provider's coupon parameter.
    await wheel.getByRole('button', { name: 'Upgrade With Coupon' }).click();
    const upgrade = dialog('Upgrade to Pro');
    await upgrade.waitFor();
    const price = upgrade.getByTestId('upgrade-price');
    expect(await price.textContent()).toBe('$970/year(about $81/month)');
    expect(await upgrade.getByTestId('upgrade-coupon').textContent()).toBe(
      `Your coupon${last.code}takes ${last.percent}% off at checkout.`,
    );
    const checkout = upgrade.getByRole('link', { name: 'Upgrade Now' });
    expect(await checkout.getAttribute('href')).toBe(
      `${LINKS['upgrade-yearly']}?${COUPON_PARAMETER}=${last.code}`,
    );
    await upgrade.getByRole('radio', { name: 'Monthly' }).check();
    expect(await checkout.getAttribute('href')).toBe(
      `${LINKS['upgrade-monthly']}?${COUPON_PARAMETER}=${last.code}`,
    );
    expect(await seriousA11yProblems(page, { include: '[role="dialog"]' })).toEqual([]);
    expect(await spinRows(userId)).toHaveLength(3);

    // The sidebar's own Upgrade Now carries no coupon.
    await page.keyboard.press('Escape');
    await upgrade.waitFor({ state: 'detached' });
    await banner().waitFor();
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('button', { name: 'Upgrade Now' })
      .click();
    await upgrade.waitFor();
    expect(await upgrade.getByTestId('upgrade-coupon').count()).toBe(0);
    expect(await checkout.getAttribute('href')).toBe(LINKS['upgrade-monthly']); // period kept
  });

  it('one discount per account: claiming ends the spins, and the claimed prize is the one shown', async () => {
    const { userId } = await openAppOnTrialDay(7);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await dialog('Last Chance to Spin and Win').getByRole('button', { name: 'Final Spin' }).click();
    const wheel = dialog('Spin to Win');
    await wheel.getByRole('button', { name: 'Spin', exact: true }).click();
    await wheel.getByText(/^You won \d+% off!$/).waitFor();
    await wheel.getByRole('button', { name: 'Claim Discount' }).click();
    await wheel.getByText('Claimed', { exact: true }).waitFor();
    // Spins remain, but a prize won now could never be claimed.
    expect(await wheel.getByRole('button', { name: 'Spin Again' }).count()).toBe(0);
    const [claimed] = await spinRows(userId);
    const other = (claimed.segment_index + 3) % WHEEL_SEGMENTS.length; // another percent

    // An account from before the limit: a claimed prize, then two later unclaimed spins.
    await stack.env.db.query(
      `INSERT INTO wheel_spins (user_id, segment_index, code, percent, created_at)
       SELECT $1, $2, $3, $4, now() + n * interval '1 second' FROM generate_series(1, 2) n`,
      [userId, other, WHEEL_CODES[other], WHEEL_SEGMENTS[other].percent],
    );
    await page.keyboard.press('Escape');
    await wheel.waitFor({ state: 'detached' });
    await banner().getByRole('button', { name: 'Spin Now' }).click();
    await wheel.getByText(`Your previous discount: ${claimed.percent}% off`).waitFor();
    // The two lines can render a frame apart on a loaded machine: wait for the second too.
    await wheel.getByText(SPIN_MESSAGES.noSpinsLeft).waitFor();
    expect(await wheel.getByText(SPIN_MESSAGES.noSpinsLeft).count()).toBe(1);
    expect(await wheel.getByTestId('prize-code').textContent()).toBe(claimed.code);
    expect(await wheel.getByRole('button', { name: 'Claim Discount' }).count()).toBe(0);
    await wheel.getByRole('button', { name: 'Upgrade With Coupon' }).click();
    const checkout = dialog('Upgrade to Pro').getByRole('link', { name: 'Upgrade Now' });
    expect(await checkout.getAttribute('href')).toBe(
      `${LINKS['upgrade-yearly']}?${COUPON_PARAMETER}=${claimed.code}`,
    );
  });

  it('spin popup variant: Spin the Wheel and Not Now; the server refuses spins outside its window', async () => {
    // Day 4 on the server; the browser is told a (non-urgent) spin offer runs, to reach the
    // popup's other wording and to see the server's own refusal.
    const fakeOffer: TrialOfferState = {
      trialDay: 6,
      daysRemaining: 3,
      offer: {
        type: 'spin-to-win',
        startDay: 6,
        endDay: 7,
        expiresAt: new Date(Date.now() + DAY_MS).toISOString(),
        urgent: false,
      },
    };
    const { userId } = await openAppOnTrialDay(4, { fakeOffer });
    const popup = dialog('Spin to Win a Discount');
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Not Now' }).click();
    await popup.waitFor({ state: 'detached' });
    expect(await banner().textContent()).toContain('Spin the wheel for up to 20% off');
    expect(await banner().textContent()).not.toContain('Last Chance');

    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await popup.getByRole('button', { name: 'Spin the Wheel' }).click();
    const wheel = dialog('Spin to Win');
    await wheel.getByRole('button', { name: 'Spin', exact: true }).click();
    await wheel.getByRole('alert').getByText(SPIN_MESSAGES.notOpen).waitFor();
    expect(await spinRows(userId)).toHaveLength(0);
  });

  it('without configured links: the popup opens the upgrade dialog, which offers a call naming the plan', async () => {
    await openAppOnTrialDay(4, { url: bareUrl });
    const popup = dialog('Get 6 Months Free');
    await popup.getByRole('button', { name: 'Claim 6 Months Free' }).click();
    const upgrade = dialog('Upgrade to Pro');
    await upgrade.waitFor();
    expect(await upgrade.getByRole('link', { name: 'Upgrade Now' }).count()).toBe(0);
    const book = upgrade.getByRole('link', { name: 'Book a call to upgrade' });
    // The operators see the plan asked for, not 'A demo call'.
    await upgrade.getByRole('radio', { name: 'Monthly' }).check();
    expect(await book.getAttribute('href')).toBe('/book?about=upgrade-six-months-monthly');
    await upgrade.getByRole('radio', { name: 'Yearly' }).check();
    expect(await book.getAttribute('href')).toBe('/book?about=upgrade-six-months-yearly');
    await book.click();
    await page.waitForURL(`${bareUrl}/book?about=upgrade-six-months-yearly`);
    expect(await page.getByTestId('call-topic').textContent()).toBe(
      'About: Upgrading to Pro with the 6 months free offer, yearly',
    );
  });

  it('lands the prize at once with reduced motion, and fits a 360 px screen', async () => {
    await openAppOnTrialDay(7);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 360, height: 740 });
    await dialog('Last Chance to Spin and Win').getByRole('button', { name: 'Final Spin' }).click();
    const wheel = dialog('Spin to Win');
    await wheel.getByRole('button', { name: 'Spin', exact: true }).click();
    await wheel.getByText(/^You won \d+% off!$/).waitFor({ timeout: 2_000 });
    expect(await wheel.getByTestId('wheel-rotor').evaluate((el) => el.style.transition)).toBe(
      'none',
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
