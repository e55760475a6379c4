/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Page } from 'playwright-core';
import * as app from './app-browser';

/** A PNG drawn by the browser's own canvas: vertical stripes, widest first. */
async function stripedPng(page: Page, stripes: { color: string; width: number }[]) {
  const bytes = await page.evaluate(async (bands) => {
    const canvas = document.createElement('canvas');
    canvas.width = bands.reduce((sum, band) => sum + band.width, 0);
    canvas.height = 40;
    const context = canvas.getContext('2d')!;
    let x = 0;
    for (const band of bands) {
      context.fillStyle = band.color;
      context.fillRect(x, 0, band.width, canvas.height);
      x += band.width;
    }
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b!), 'image/png'),
    );
    return [...new Uint8Array(await blob.arrayBuffer())];
  }, stripes);
  return { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(bytes) };
}

/**
 * Runs step 2's script on a page with a fake sidebar (launch pad first, an active item next)
 * under a fake clock: the copied item is never the launch pad and never looks active, and it
 * comes back when the sidebar is drawn again, during the first 30 s and after them.
 */
async function checkMenuLinkScript(page: Page, script: string, url: string) {
  const sidebar = await page.context().newPage();
  await sidebar.clock.install();
  const nav = `<a id="sb_launchpad" href="/lp"><span class="nav-title">Launch Pad</span></a>
    <a id="sb_dashboard" href="/d" class="nav-item active" aria-current="page"><span
      class="nav-title exact-active">Dashboard</span></a>`;
  await sidebar.setContent(`<nav id="nav">${nav}</nav>`);
  await sidebar.addScriptTag({ content: script.replace(/^<script>|<\/script>$/g, '') });
  const item = sidebar.locator('#client-onboarding-link');
  const itemFacts = () =>
    item.evaluate((element) => ({
      href: (element as HTMLAnchorElement).href,
      text: element.textContent,
      active: element.outerHTML.includes('active') || element.hasAttribute('aria-current'),
      inNav: element.parentElement?.id,
    }));
  expect(await itemFacts()).toEqual({ href: url, text: 'Start Here', active: false, inNav: 'nav' });
  const redraw = () =>
    sidebar.evaluate((html) => (document.getElementById('nav')!.innerHTML = html), nav);

  await redraw();
  await sidebar.clock.runFor(600);
  expect(await item.count()).toBe(1);
  await sidebar.clock.runFor(35_000);
  await redraw();
  await item.waitFor({ state: 'attached' });
  expect(await itemFacts()).toMatchObject({ text: 'Start Here', active: false });
  await sidebar.close();
}

describe('the onboarding tool installer in Chromium', () => {
  const harness = app.useAppHarness();
  let page: Page;

  const db = () => harness.stack.env.db;
  const userRow = async (userId: string) =>
    (
      await db().query(
        `SELECT onboarding_step, onboarding_completed, primary_color, secondary_color,
           tertiary_color FROM retainly_users WHERE id = $1`,
        [userId],
      )
    )[0];

  it('walks welcome -> steps 1, 2, 3 -> completed, and the Installation Guide goes back to step 1', async () => {
    const agency = await app.signedInAgency(harness);
    page = agency.page;
    await app.openTool(page, harness.baseUrl);
    const tool = page.getByTestId('tool-content');

    // Welcome (step 0), then a failed move keeps the user where they are.
    await page.route('**/api/onboarding/progress', (route) => route.fulfill({ status: 500 }), {
      times: 1,
    });
    const start = tool.getByRole('button', { name: 'Start Installation' });
    await start.click();
    await app.toast(page, 'Failed to save progress').waitFor();
    await start.click();
    await app.toast(page, 'Progress saved!').waitFor();

    // Step 1: the launch-pad CSS, copied.
    await tool.getByText('Step 1 of 3').waitFor();
    const stepHeading = tool.getByRole('heading', { level: 2 });
    expect(await stepHeading.textContent()).toBe('Hide the launch pad');
    expect(await app.isFocused(stepHeading)).toBe(true);
    expect(await tool.getByRole('region', { name: 'Custom CSS' }).textContent()).toContain(
      '#sb_launchpad {\n  display: none !important;\n}',
    );
    // A refused clipboard says so (spec §8), then a real copy.
    await page.evaluate(() => {
      const real = navigator.clipboard.writeText.bind(navigator.clipboard);
      navigator.clipboard.writeText = () => {
        navigator.clipboard.writeText = real;
        return Promise.reject(new Error('denied'));
      };
    });
    await tool.getByRole('button', { name: 'Copy CSS' }).click();
    await app.toast(page, 'Failed to copy CSS code').waitFor();
    await tool.getByRole('button', { name: 'Copy CSS' }).click();
    await app.toast(page, 'Copied to clipboard!').waitFor();
    await tool.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('#sb_launchpad');
    expect((await userRow(agency.userId)).onboarding_step).toBe(1);
    await tool.getByRole('button', { name: 'Completed' }).click();

    // Step 2: the snippet needs the portal link, so the basic version is created first.
    await tool.getByText('Step 2 of 3').waitFor();
    expect(await tool.getByRole('region', { name: 'Custom JavaScript' }).count()).toBe(0);
    expect(await tool.getByRole('button', { name: 'Completed' }).isDisabled()).toBe(true);
    await tool.getByRole('button', { name: 'Create Basic version' }).click();
    await app.toast(page, 'Basic version created!').waitFor();
    const [basic] = await db().query(
      `SELECT id FROM agency_versions WHERE user_id = $1 AND tier = 'basic'`,
      [agency.userId],
    );
    const link = tool.getByRole('link', { name: new RegExp(basic.id) });
    const url = (await link.getAttribute('href'))!;
    expect(url).toMatch(new RegExp(`/${basic.id}$`));
    await tool.getByLabel('Menu link name').fill('Start Here');
    const script = (await tool.getByRole('region', { name: 'Custom JavaScript' }).textContent())!;
    expect(script).toContain(`var LINK_URL = "${url}"`);
    expect(script).toContain('var LINK_LABEL = "Start Here"');
    for (const limit of ['>= 50', '< 300', ', 500)', ', 30000)']) expect(script).toContain(limit);
    await checkMenuLinkScript(page, script, url);
    expect(await tool.textContent()).toContain('about 20 minutes');
    await tool.getByRole('button', { name: 'Completed' }).click();

    // Step 3: typed colours are checked and normalised.
    await tool.getByText('Step 3 of 3').waitFor();
    const primary = tool.getByLabel('Primary color', { exact: true });
    const secondary = tool.getByLabel('Secondary color', { exact: true });
    const tertiary = tool.getByLabel('Tertiary color', { exact: true });
    expect(await primary.inputValue()).toBe('#3b82f6');
    await primary.fill('blue');
    await secondary.focus();
    expect(await primary.getAttribute('aria-invalid')).toBe('true');
    expect(await tool.getByText('Enter a 3 or 6 digit hex color, like #3b82f6.').count()).toBe(1);
    await tool.getByRole('button', { name: 'Complete Setup' }).click();
    expect(await app.isFocused(primary)).toBe(true);
    await primary.fill('ABC');
    await secondary.focus();
    expect(await primary.inputValue()).toBe('#abc');
    expect(await primary.getAttribute('aria-invalid')).toBeNull();
    expect(await tool.getByLabel('Primary color picker').inputValue()).toBe('#aabbcc');

    // A non-image is refused; a generated logo gives its three colours, most used first.
    const upload = tool.getByLabel('Extract colors from an image');
    await upload.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await app.toast(page, 'Failed to extract colors from image').waitFor();
    expect(await tool.getByRole('alert').textContent()).toBe(
      'Please choose an image file (PNG, JPG, SVG or WebP).',
    );
    expect(await primary.inputValue()).toBe('#abc');
    await upload.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await tool
      .getByRole('alert')
      .filter({ hasText: 'Please choose an image under 10 MB.' })
      .waitFor();
    await upload.setInputFiles(
      await stripedPng(page, [
        { color: '#e02020', width: 50 },
        { color: '#2060e0', width: 30 },
        { color: '#f0a010', width: 20 },
      ]),
    );
    await app.toast(page, 'Colors extracted from image!').waitFor();
    expect([
      await primary.inputValue(),
      await secondary.inputValue(),
      await tertiary.inputValue(),
    ]).toEqual(['#e02020', '#2060e0', '#f0a010']);
    expect(await tool.getByRole('alert').count()).toBe(0);

    await tool.getByRole('button', { name: 'Complete Setup' }).click();
    await app.toast(page, 'Onboarding completed!').waitFor();
    const done = tool.getByRole('heading', { name: 'Your client onboarding is ready' });
    await done.waitFor();
    expect(await app.isFocused(done)).toBe(true);
    expect(await userRow(agency.userId)).toEqual({
      onboarding_step: 0,
      onboarding_completed: true,
      primary_color: '#e02020',
      secondary_color: '#2060e0',
      tertiary_color: '#f0a010',
    });

    // The completed view: Basic Mode shows the link and what clients see.
    expect(await page.getByRole('tab', { name: 'Basic Mode' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const panel = page.getByRole('tabpanel', { name: 'Basic Mode' });
    expect(await panel.getByRole('link', { name: new RegExp(basic.id) }).count()).toBe(1);
    expect(await panel.getByText('What your clients will see').count()).toBe(1);
    expect(await app.seriousA11yProblems(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Advanced Mode' }).click();
    await page.getByRole('switch').first().waitFor();
    // The panel's buttons turn from disabled to enabled (a colour transition) as its data lands.
    await page.waitForLoadState('networkidle');
    expect(await app.seriousA11yProblems(page)).toEqual([]);

    await tool.getByRole('button', { name: 'Installation Guide' }).click();
    await tool.getByText('Step 1 of 3').waitFor();
    await app.toast(page, 'Progress saved!').waitFor();
    expect(await userRow(agency.userId)).toMatchObject({
      onboarding_step: 1,
      onboarding_completed: true,
    });
  });

  it('skips the colours on step 3, and says so when the progress cannot load', async () => {
    const agency = await app.signedInAgency(harness);
    page = agency.page;
    for (const action of ['install', 'next', 'next']) {
      await harness.stack.api.post('/api/onboarding/progress', { action }, agency.cookie);
    }
    await page.route('**/api/onboarding', (route) => route.fulfill({ status: 500 }), { times: 2 });
    await app.openTool(page, harness.baseUrl);
    await app.toast(page, 'Failed to load onboarding progress').waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();

    await page.getByText('Step 3 of 3').waitFor();
    // Colours the server refuses (400) get spec §8's own message.
    await page.route('**/api/onboarding/progress', (route) => route.fulfill({ status: 400 }), {
      times: 1,
    });
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await app.toast(page, 'Failed to save colors').waitFor();
    await page.route('**/api/onboarding/progress', (route) => route.fulfill({ status: 500 }), {
      times: 1,
    });
    await page.getByRole('button', { name: 'Skip' }).click();
    await app.toast(page, 'Failed to complete setup').waitFor();
    await page.getByRole('button', { name: 'Skip' }).click();
    await app.toast(page, 'Onboarding completed!').waitFor();
    await page.getByRole('heading', { name: 'Your client onboarding is ready' }).waitFor();
    expect(await userRow(agency.userId)).toMatchObject({
      onboarding_completed: true,
      primary_color: null,
    });
  });

  it('refuses a move from a step another tab already left, then shows the saved step', async () => {
    const agency = await app.signedInAgency(harness);
    page = agency.page;
    await harness.stack.api.post('/api/onboarding/progress', { action: 'install' }, agency.cookie);
    await app.openTool(page, harness.baseUrl);
    await page.getByText('Step 1 of 3').waitFor();

    // Another tab presses Completed on step 1; this one, still showing step 1, does too.
    await harness.stack.api.post(
      '/api/onboarding/progress',
      { action: 'next', from: { step: 1, completed: false } },
      agency.cookie,
    );
    await page.getByRole('button', { name: 'Completed' }).click();
    await app.toast(page, 'Failed to save progress').waitFor();
    await page.getByText('Step 2 of 3').waitFor();
    expect(await userRow(agency.userId)).toMatchObject({ onboarding_step: 2 });
    expect(await page.getByText('Step 3 of 3').count()).toBe(0);
  });
});
