/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Locator, Page } from 'playwright-core';
import * as app from './app-browser';
import { updateUser } from '../../support/factories';

const INVALID_COLOR = 'Enter a 3 or 6 digit hex color, like #3b82f6.';

const computed = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** Waits until `locator`'s computed `property` is `expected` (React renders after the event). */
async function expectStyle(locator: Locator, property: string, expected: string) {
  await locator
    .page()
    .waitForFunction(
      ([element, name, value]) =>
        getComputedStyle(element as Element).getPropertyValue(name) === value,
      [await locator.elementHandle(), property, expected] as const,
      { timeout: 5_000 },
    );
}

/** Waits until the input shows `expected` (restored data arrives after the first render). */
async function waitForValue(input: Locator, expected: string) {
  await input
    .page()
    .waitForFunction(
      ([element, value]) => (element as HTMLInputElement).value === value,
      [await input.elementHandle(), expected] as const,
      { timeout: 5_000 },
    );
}

describe('the branding tool in Chromium', () => {
  const harness = app.useAppHarness();
  let page: Page;

  const db = () => harness.stack.env.db;
  const savedData = async (userId: string) =>
    (
      await db().query(`SELECT data FROM tool_data WHERE user_id = $1 AND tool = 'branding'`, [
        userId,
      ])
    )[0]?.data as Record<string, unknown> | undefined;

  async function openBranding(target: Page) {
    await target.goto(`${harness.baseUrl}/app/branding`);
    await target.getByRole('heading', { level: 1, name: 'Branding Tool' }).waitFor();
    const tool = target.getByTestId('tool-content');
    await tool.getByLabel('Brand color', { exact: true }).waitFor();
    return tool;
  }

  /** The next autosave of the branding data that contains `text`. */
  const autosaveOf = (target: Page, text: string) =>
    target.waitForResponse(
      (response) =>
        response.url().endsWith('/api/tool-data/branding') &&
        response.request().method() === 'PUT' &&
        (response.request().postData() ?? '').includes(text),
    );

  it('previews edits live, checks them, generates and copies the CSS, reverts and restores', async () => {
    const agency = await app.signedInAgency(harness); // ADVANCED plan
    page = agency.page;
    const tool = await openBranding(page);
    const brand = tool.getByLabel('Brand color', { exact: true });
    const sidebar = tool.getByLabel('Sidebar background', { exact: true });
    const font = tool.getByLabel('Font');
    const previewSidebar = tool.getByTestId('preview-sidebar');
    const activeItem = tool.getByTestId('preview-active-item');
    const status = tool.getByTestId('contrast-status');

    // The spec's defaults, in Simple mode.
    expect(await brand.inputValue()).toBe('#16a34a');
    expect(await sidebar.inputValue()).toBe('#ffffff');
    expect(await font.inputValue()).toBe('Inter');
    expect(await tool.getByRole('tab', { name: 'Simple' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await computed(activeItem, 'background-color')).toBe('rgb(22, 163, 74)');
    expect(await computed(previewSidebar, 'background-color')).toBe('rgb(255, 255, 255)');
    expect(await status.getAttribute('role')).toBe('status');
    expect(await status.getAttribute('aria-live')).toBe('polite');
    expect(await status.textContent()).toContain('All text meets WCAG AA contrast');

    // 3 digits without '#': the preview follows while typing, the '#' comes on leaving.
    await brand.fill('abc');
    await expectStyle(activeItem, 'background-color', 'rgb(170, 187, 204)');
    await brand.blur();
    expect(await brand.inputValue()).toBe('#abc');
    expect(await tool.getByLabel('Brand color picker').inputValue()).toBe('#aabbcc');

    // Not a colour: an inline error, the preview keeps the last valid one, Generate refuses.
    await sidebar.fill('navy');
    await sidebar.blur();
    expect(await sidebar.getAttribute('aria-invalid')).toBe('true');
    expect(await tool.getByText(INVALID_COLOR).count()).toBe(1);
    expect(await computed(previewSidebar, 'background-color')).toBe('rgb(255, 255, 255)');
    await tool.getByRole('button', { name: 'Generate CSS' }).click();
    expect(await app.isFocused(sidebar)).toBe(true);
    expect(await tool.getByRole('region', { name: 'Branding CSS' }).count()).toBe(0);
    await sidebar.fill('#1E293B');
    await sidebar.blur();
    expect(await sidebar.inputValue()).toBe('#1e293b');
    expect(await tool.getByText(INVALID_COLOR).count()).toBe(0);
    await expectStyle(previewSidebar, 'background-color', 'rgb(30, 41, 59)');
    // Simple mode picks the readable text colour itself.
    expect(await computed(previewSidebar, 'color')).toBe('rgb(255, 255, 255)');

    await font.selectOption('Merriweather');
    expect(await computed(tool.getByTestId('branding-preview'), 'font-family')).toBe(
      'Merriweather, Georgia, serif',
    );

    // Advanced starts from what Simple showed; a low-contrast text colour is reported.
    await tool.getByRole('tab', { name: 'Advanced' }).click();
    const sidebarText = tool.getByLabel('Sidebar text', { exact: true });
    expect(await sidebarText.inputValue()).toBe('#ffffff');
    expect(await tool.getByLabel('Active item background', { exact: true }).inputValue()).toBe(
      '#abc',
    );
    await sidebarText.fill('#334155');
    await status
      .getByText(/^Sidebar text on the sidebar background is 1\.\d:1; WCAG AA needs 4\.5:1\.$/)
      .waitFor();
    await tool.getByLabel('Corner radius').selectOption('16');
    await expectStyle(activeItem, 'border-radius', '16px');
    await sidebarText.fill('#e2e8f0');
    await status.getByText('All text meets WCAG AA contrast (4.5:1).').waitFor();

    // Generate: the CSS holds the chosen values and never names us.
    await tool.getByRole('button', { name: 'Generate CSS' }).click();
    await app.toast(page, 'CSS Successfully Generated!').waitFor();
    const output = tool.getByRole('region', { name: 'Branding CSS' });
    const css = (await output.textContent())!;
    for (const expected of [
      "@import url('https://fonts.googleapis.com/css2?family=Merriweather:",
      "--agency-font: 'Merriweather', Georgia, serif;",
      '--agency-brand: #abc;',
      '--agency-sidebar-bg: #1e293b;',
      '--agency-sidebar-text: #e2e8f0;',
      '--agency-radius: 16px;',
      '#sidebar-v2 {',
    ]) {
      expect(css).toContain(expected);
    }
    expect(css.toLowerCase()).not.toContain('retainly');
    await tool.getByRole('button', { name: 'Copy CSS' }).click();
    await app.toast(page, 'Copied to clipboard!').waitFor();
    await tool.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(css);

    // Revert after a change: back to the palette of the generated CSS.
    await brand.fill('#ff0000');
    await brand.blur();
    await tool.getByText('You have changed your branding since this CSS was generated.').waitFor();
    await tool.getByRole('button', { name: 'Revert colors' }).click();
    await app.toast(page, 'Colors reverted to previous selection').waitFor();
    expect(await brand.inputValue()).toBe('#abc');
    await expectStyle(activeItem, 'background-color', 'rgb(170, 187, 204)');

    // Reload: the inputs come back from the server, Advanced mode included.
    const saved = autosaveOf(page, '#123456');
    await brand.fill('123456');
    expect((await saved).status()).toBe(200);
    expect(await savedData(agency.userId)).toMatchObject({
      mode: 'advanced',
      brand: '#123456',
      font: 'Merriweather',
      generatedColors: { brand: '#abc', sidebarBackground: '#1e293b' },
    });
    await page.reload();
    await openBranding(page);
    await tool.getByRole('tab', { name: 'Advanced', selected: true }).waitFor();
    await waitForValue(brand, '#123456');
    expect(await brand.inputValue()).toBe('#123456');
    expect(await sidebar.inputValue()).toBe('#1e293b');
    expect(await sidebarText.inputValue()).toBe('#e2e8f0');
    expect(await font.inputValue()).toBe('Merriweather');
    expect(await tool.getByLabel('Corner radius').inputValue()).toBe('16');
    // ...and Revert still knows the generated palette.
    await tool.getByRole('button', { name: 'Revert colors' }).click();
    expect(await brand.inputValue()).toBe('#abc');

    expect(await app.seriousA11yProblems(page)).toEqual([]);
  });

  it('offers Advanced to the BASIC plan only as Upgrade Today, by mouse and keyboard', async () => {
    const agency = await app.signedInAgency(harness, { plan: 'BASIC' });
    page = agency.page;
    const tool = await openBranding(page);
    const simple = tool.getByRole('tab', { name: 'Simple' });
    const advanced = tool.getByRole('tab', { name: 'Advanced' });
    const dialog = page.getByRole('dialog', { name: 'Upgrade Today' });

    await advanced.click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await simple.getAttribute('aria-selected')).toBe('true');
    expect(await tool.getByLabel('Sidebar text', { exact: true }).count()).toBe(0);

    // Arrow keys only move onto the gated tab; Enter opens the dialog.
    await simple.focus();
    await page.keyboard.press('ArrowRight');
    expect(await app.isFocused(advanced)).toBe(true);
    expect(await dialog.count()).toBe(0);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Simple mode still works and saves for BASIC.
    const saved = autosaveOf(page, '#0f766e');
    await tool.getByLabel('Brand color', { exact: true }).fill('#0f766e');
    expect((await saved).status()).toBe(200);
    expect(await savedData(agency.userId)).toMatchObject({ mode: 'simple', brand: '#0f766e' });
    expect(await app.seriousA11yProblems(page)).toEqual([]);
  });

  it('opens Upgrade Today when the api refuses Advanced data after a downgrade', async () => {
    const agency = await app.signedInAgency(harness);
    page = agency.page;
    const tool = await openBranding(page);
    await tool.getByRole('tab', { name: 'Advanced' }).click();
    await tool.getByLabel('Header text', { exact: true }).waitFor();
    await updateUser(db(), { id: agency.userId }, { plan: 'BASIC' });

    const refused = autosaveOf(page, '#222222');
    await tool.getByLabel('Header text', { exact: true }).fill('#222222');
    expect((await refused).status()).toBe(403);
    const dialog = page.getByRole('dialog', { name: 'Upgrade Today' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    // The session was reloaded: the tool is back in Simple mode.
    await tool.getByRole('tab', { name: 'Simple', selected: true }).waitFor();
    expect(await tool.getByLabel('Header text', { exact: true }).count()).toBe(0);
  });

  it('works on a 375 px phone', async () => {
    const agency = await app.signedInAgency(harness, { viewport: { width: 375, height: 800 } });
    page = agency.page;
    await page.goto(`${harness.baseUrl}/app/branding`);
    await page.getByRole('button', { name: 'View on mobile' }).click();
    const tool = page.getByTestId('tool-content');
    await tool.getByLabel('Brand color', { exact: true }).fill('#7c3aed');
    await tool.getByRole('button', { name: 'Generate CSS' }).click();
    await tool.getByRole('region', { name: 'Branding CSS' }).waitFor();
    expect(await tool.getByTestId('branding-preview').isVisible()).toBe(true);
    expect(await app.hasHorizontalOverflow(page)).toBe(false);
    expect(await app.seriousA11yProblems(page)).toEqual([]);
  });
});
