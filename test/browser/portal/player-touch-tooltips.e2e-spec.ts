/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Locator, Page } from 'playwright-core';
import { agencyWithVersion, serveMedia, silentWav } from './portal-support';
import { BRAND, titleOf, TOUR, usePortalBrowser } from './portal-browser';

/** Whether a media-chrome control's tooltip is drawn (its shadow root's media-tooltip). */
const tooltipShown = (control: Locator) =>
  control.evaluate((el) => {
    const tooltip = el.shadowRoot?.querySelector('media-tooltip');
    if (!tooltip) return false;
    const style = getComputedStyle(tooltip);
    return style.display !== 'none' && style.visibility !== 'hidden' && style.opacity !== '0';
  });

/** Signs in on the portal and opens the tour's player, by touch or by mouse; its play button. */
async function openTour(page: Page, portalUrl: string, email: string, press: 'tap' | 'click') {
  await page.goto(portalUrl);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Start watching' })[press]();
  await page.getByRole('button', { name: titleOf(TOUR) })[press]();
  await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
  return page.getByRole('dialog').locator('media-play-button');
}

/** #32 item 13: on a phone a tapped control's tooltip ('Pause') must not stay on screen. */
describe('the video player on a touch screen', () => {
  const portal = usePortalBrowser();

  it('shows no tooltip after a tap, and still shows one on mouse hover', async () => {
    const { env, baseUrl, browser } = portal;
    const versionId = await agencyWithVersion(env, {
      agencyName: 'Touch Co',
      loginWith: 'EMAIL',
      colors: BRAND,
    });
    const phone = await browser.newContext({
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      const page = await phone.newPage();
      const wav = silentWav(2);
      await page.route('https://media.portal.test/**', (route) =>
        serveMedia(route, wav, 'audio/wav'),
      );
      const play = await openTour(page, `${baseUrl}/${versionId}`, 'tapper@shop.test', 'tap');
      await play.tap();
      await page.waitForFunction(() => !document.querySelector('video')!.paused);
      // Past the tooltip's 0.3 s fade: a tooltip that sticks would be fully drawn by now.
      await page.waitForTimeout(600);
      expect(await tooltipShown(play)).toBe(false);
      await play.tap();
      await page.waitForTimeout(600);
      expect(await tooltipShown(play)).toBe(false);
    } finally {
      await phone.close();
    }

    // A mouse still gets its tooltip on hover.
    const { page } = portal;
    const play = await openTour(page, `${baseUrl}/${versionId}`, 'mouser@shop.test', 'click');
    await play.hover();
    await page.waitForTimeout(600);
    expect(await tooltipShown(play)).toBe(true);
  });
});
