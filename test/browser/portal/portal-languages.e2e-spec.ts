import type { Page } from 'playwright-core';
import { useApiBrowser } from '../../support/browser-stack';
import { waitFor } from '../../support/wait-for';
import { agencyWithVersion, seriousA11yProblems } from './portal-support';

const BRAND = { primary: '#1e3a8a', secondary: '#a7f3d0', tertiary: '#f97316' };

/** Issue #19: the portal speaks the version's default language; the client can switch. */
describe('the portal in the client language, in Chromium', () => {
  const portal = useApiBrowser();
  let page: Page;

  beforeEach(async () => {
    // A browser in a language the portal does not speak: the agency's default applies.
    // (A browser language the portal speaks wins over it: browser-language.e2e-spec.ts.)
    const context = await portal.browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'ja-JP',
    });
    page = await context.newPage();
  });

  afterEach(() => page.context().close());

  const languageSelect = () => page.locator('header[data-portal-header] select');

  it('shows German by default, switches to Spanish without a reload and remembers it', async () => {
    const versionId = await agencyWithVersion(portal.env, {
      agencyName: 'Acme Growth',
      loginWith: 'EMAIL',
      colors: BRAND,
    });
    await portal.env.db.query(`UPDATE agency_versions SET language = 'de' WHERE id = $1`, [
      versionId,
    ]);

    await page.goto(`${portal.baseUrl}/${versionId}`);
    await page.getByRole('heading', { name: 'Willkommen zu Ihrem Onboarding' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.title()).toBe('Acme Growth · Kunden-Onboarding');
    expect(await languageSelect().inputValue()).toBe('de');
    // The switch is labelled in the page's language and lists each language in its own name.
    expect(await page.getByLabel('Sprache').count()).toBe(1);
    expect(await languageSelect().locator('option').allInnerTexts()).toEqual([
      'English',
      'Español',
      'Português (Brasil)',
      'Français',
      'Deutsch',
      'Italiano',
    ]);

    // Sign in in German, then switch: the page changes in place (no navigation).
    await page.getByLabel('E-Mail-Adresse').fill('ana@shop.test');
    await page.getByRole('button', { name: "Los geht's" }).click();
    await page.getByRole('heading', { name: 'Ihr Fortschritt' }).waitFor();
    await page.getByRole('heading', { name: 'Grundeinrichtung' }).waitFor();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await languageSelect().selectOption('es');
    await page.getByRole('heading', { name: 'Tu progreso' }).waitFor();
    await page.getByRole('heading', { name: 'Configuración básica' }).waitFor();
    expect(await page.getByRole('progressbar', { name: 'Progreso general' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(
      await page.evaluate((key) => localStorage.getItem(key), `portal-language:${versionId}`),
    ).toBe('es');
    // Kept on the server too, for the client's reminder e-mails.
    await waitFor('the client language saved', async () => {
      const [row]: { language: string | null }[] = await portal.env.db.query(
        `SELECT language FROM portal_clients WHERE version_id = $1`,
        [versionId],
      );
      return row?.language === 'es';
    });
    expect(await seriousA11yProblems(page, 'body')).toEqual([]);

    await page.reload();
    await page.getByRole('heading', { name: 'Tu progreso' }).waitFor();
    expect(await languageSelect().inputValue()).toBe('es');
    expect(await page.getByText('Sesión iniciada como').count()).toBe(1);
  });

  it('keeps English exactly as before for an English version', async () => {
    const versionId = await agencyWithVersion(portal.env, {
      agencyName: 'Acme Growth',
      loginWith: 'NAME',
      colors: BRAND,
    });
    await page.goto(`${portal.baseUrl}/${versionId}`);
    await page.getByRole('heading', { name: 'Welcome to your onboarding' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByLabel('Your name').fill('Bo Smith');
    await page.getByRole('button', { name: 'Start watching' }).click();
    await page.getByText(/^0% · 0 of \d+ videos complete$/).waitFor();
    expect(await page.getByText(/^0 of \d+ complete$/).count()).toBe(5);
  });
});
