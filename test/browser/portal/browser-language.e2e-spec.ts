import type { Page } from 'playwright-core';
import { useApiBrowser } from '../../support/browser-stack';
import { agencyWithVersion } from './portal-support';

const BRAND = { primary: '#1e3a8a', secondary: '#a7f3d0', tertiary: '#f97316' };

/**
 * Issue #32 item 1: a browser set to a language the portal speaks opens it in that language;
 * the client's own choice, once made, wins over the browser.
 */
describe("the portal in the browser's language, in Chromium", () => {
  const portal = useApiBrowser();
  let page: Page;

  afterEach(() => page.context().close());

  async function openIn(locale: string, versionLanguage = 'en') {
    const versionId = await agencyWithVersion(portal.env, {
      agencyName: 'Acme Growth',
      loginWith: 'NAME',
      colors: BRAND,
    });
    await portal.env.db.query(`UPDATE agency_versions SET language = $2 WHERE id = $1`, [
      versionId,
      versionLanguage,
    ]);
    const context = await portal.browser.newContext({
      viewport: { width: 390, height: 844 },
      locale,
    });
    page = await context.newPage();
    return versionId;
  }

  const languageSelect = () => page.locator('header[data-portal-header] select');

  it('opens in Spanish for an es-ES browser, though the version speaks English', async () => {
    const versionId = await openIn('es-ES');
    await page.goto(`${portal.baseUrl}/${versionId}`);
    await page
      .getByRole('heading', { name: 'Te damos la bienvenida a tu incorporación' })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await languageSelect().inputValue()).toBe('es');
    await page.getByLabel('Tu nombre').fill('Ana Cliente');
    await page.getByRole('button', { name: 'Empezar a ver' }).click();
    await page.getByRole('heading', { name: 'Tu progreso' }).waitFor();
    await page.getByRole('heading', { name: 'Configuración básica' }).waitFor();
    // Following the browser is not a choice: nothing is saved on this device.
    expect(
      await page.evaluate((key) => localStorage.getItem(key), `portal-language:${versionId}`),
    ).toBeNull();
  });

  it('opens in German for a de-DE browser', async () => {
    const versionId = await openIn('de-DE', 'fr');
    await page.goto(`${portal.baseUrl}/${versionId}`);
    await page.getByRole('heading', { name: 'Willkommen zu Ihrem Onboarding' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await languageSelect().inputValue()).toBe('de');
  });

  it('keeps a saved choice of English over an es-ES browser', async () => {
    const versionId = await openIn('es-ES');
    await page.goto(`${portal.baseUrl}/${versionId}`);
    await page
      .getByRole('heading', { name: 'Te damos la bienvenida a tu incorporación' })
      .waitFor();
    await languageSelect().selectOption('en');
    await page.getByRole('heading', { name: 'Welcome to your onboarding' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Welcome to your onboarding' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await languageSelect().inputValue()).toBe('en');
    expect(
      await page.evaluate((key) => localStorage.getItem(key), `portal-language:${versionId}`),
    ).toBe('en');
  });
});
