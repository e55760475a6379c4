/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Page } from 'playwright-core';
import { DAY_MS, SPIN_MESSAGES, WHEEL_SEGMENTS, type TrialOfferState } from '@retainly/domain';
import type { AccountsStack } from '../../support/accounts-stack';
import { seriousA11yProblems } from '../../support/a11y';
import { WHEEL_CODES } from '../../../apps/api/src/trial-offers/wheel-codes';
import { COUPON_PARAMETER, LINKS, useTrialOffersBrowser } from './trial-offers-browser';

describe('trial offers, popup, wheel and upgrade dialog in Chromium', () => {
  let page: Page;
  const trial = useTrialOffersBrowser((opened) => {
    page = opened;
  });
  const { openAppOnTrialDay, banner, dialog, popupKey, advance, spinRows } = trial;
  let stack: AccountsStack;

  beforeAll(() => {
    ({ stack } = trial);
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
