/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Page } from 'playwright-core';
import { offerCountdown, UPGRADE_BENEFITS } from '@retainly/domain';
import { seriousA11yProblems } from '../../support/a11y';
import { LINKS, useTrialOffersBrowser } from './trial-offers-browser';

describe('trial offers, popup, wheel and upgrade dialog in Chromium', () => {
  let page: Page;
  const trial = useTrialOffersBrowser((opened) => {
    page = opened;
  });
  const { openAppOnTrialDay, banner, dialog, popupKey, advance } = trial;
  let bareUrl: string;

  beforeAll(() => {
    ({ bareUrl } = trial);
  });

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
});
