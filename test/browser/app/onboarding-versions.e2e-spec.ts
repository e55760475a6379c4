/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Page } from 'playwright-core';
import { VIDEO_CATEGORIES } from '@retainly/domain';
import * as app from './app-browser';
import { sleep, waitFor } from '../../support/wait-for';
import { updateUser } from '../../support/factories';

describe('the onboarding tool modes and versions in Chromium', () => {
  const harness = app.useAppHarness();
  let page: Page;

  const db = () => harness.stack.env.db;
  const versionsList = () => page.getByRole('tablist', { name: 'Versions' });
  const versionTab = (name: string) => versionsList().getByRole('tab', { name, exact: true });
  const settingsOf = (versionId: string) =>
    db().query(
      `SELECT module_id, is_visible FROM agency_video_settings WHERE version_id = $1
       ORDER BY module_id`,
      [versionId],
    );

  async function openAdvancedVersion() {
    await page.getByRole('tab', { name: 'Advanced Mode' }).click();
    await versionTab('Advanced').click();
    const panel = page.getByRole('tabpanel', { name: 'Advanced', exact: true });
    await panel.getByRole('switch').first().waitFor();
    return panel;
  }

  it('creates a version, copies its link, toggles videos optimistically and saves login tracking', async () => {
    const agency = await app.signedInAgency(harness, { completed: true, versions: ['basic'] });
    page = agency.page;
    await app.openTool(page, harness.baseUrl);

    // Version tabs: only basic exists; the others wait for their Create button.
    await page.getByRole('tab', { name: 'Advanced Mode' }).click();
    expect(await versionTab('Basic').getAttribute('aria-selected')).toBe('true');
    expect(await versionTab('Advanced').isDisabled()).toBe(true);
    expect(await versionTab('Elite').isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Create Advanced version' }).click();
    await app.toast(page, 'Advanced version created!').waitFor();
    await versionsList()
      .getByRole('tab', { name: 'Advanced', exact: true, selected: true })
      .waitFor();
    expect(await app.isFocused(versionTab('Advanced'))).toBe(true);
    expect(await page.getByRole('button', { name: 'Create Advanced version' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Create Elite version' }).count()).toBe(1);
    const [advanced] = await db().query(
      `SELECT id FROM agency_versions WHERE user_id = $1 AND tier = 'advanced'`,
      [agency.userId],
    );

    const panel = page.getByRole('tabpanel', { name: 'Advanced', exact: true });
    await panel.getByRole('button', { name: 'Copy link' }).click();
    await app.toast(page, 'Copied to clipboard!').waitFor();
    await panel.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`^http.*/${advanced.id}$`),
    );
    await panel.getByRole('button', { name: 'Copy link' }).waitFor({ timeout: 4_000 });

    // The 22 videos in their 5 categories, all shown by default.
    const switches = panel.getByRole('switch');
    await switches.first().waitFor();
    expect(await switches.count()).toBe(22);
    expect(await panel.getByRole('heading', { level: 5 }).allTextContents()).toEqual(
      VIDEO_CATEGORIES.map((category) => category.title),
    );
    const tour = panel.getByRole('switch', { name: 'Take a Tour of Your Account' });
    expect(await tour.getAttribute('aria-checked')).toBe('true');
    await tour.click();
    await app.toast(page, 'Video disabled for advanced version').waitFor();
    expect(await settingsOf(advanced.id)).toEqual([
      { module_id: 'account-tour', is_visible: false },
    ]);

    await page.reload();
    const reloaded = await openAdvancedVersion();
    const tourAgain = reloaded.getByRole('switch', { name: 'Take a Tour of Your Account' });
    expect(await tourAgain.getAttribute('aria-checked')).toBe('false');
    await tourAgain.focus();
    await page.keyboard.press('Space');
    await app.toast(page, 'Video enabled for advanced version').waitFor();
    expect(await settingsOf(advanced.id)).toEqual([
      { module_id: 'account-tour', is_visible: true },
    ]);

    // A failed save: the switch moves at once, then moves back.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      '**/api/onboarding/versions/*/videos/**',
      async (route) => {
        await held;
        await route.fulfill({ status: 500, json: { message: 'Internal server error' } });
      },
      { times: 1 },
    );
    const profile = reloaded.getByRole('switch', { name: 'Complete Your Business Profile' });
    await profile.click();
    await reloaded
      .getByRole('switch', { name: 'Complete Your Business Profile', checked: false })
      .waitFor();
    release();
    await app.toast(page, 'Failed to update video visibility').waitFor();
    await reloaded
      .getByRole('switch', { name: 'Complete Your Business Profile', checked: true })
      .waitFor();
    expect(await settingsOf(advanced.id)).toHaveLength(1);

    // Login tracking: a failure keeps the saved choice, then a real change.
    const byEmail = reloaded.getByRole('radio', { name: 'Email address' });
    const byName = reloaded.getByRole('radio', { name: 'Name' });
    expect(await byEmail.isChecked()).toBe(true);
    let releaseLogin = () => {};
    const loginHeld = new Promise<void>((resolve) => (releaseLogin = resolve));
    await page.route(
      '**/api/onboarding/login-with',
      async (route) => {
        await loginHeld;
        await route.fulfill({ status: 500 });
      },
      { times: 1 },
    );
    await byName.click();
    await reloaded.getByRole('radio', { name: 'Name', checked: true }).waitFor();
    releaseLogin();
    await app.toast(page, 'Failed to save login preference').waitFor();
    await reloaded.getByRole('radio', { name: 'Email address', checked: true }).waitFor();
    await byName.check();
    await app.toast(page, 'Login preference updated to collect name').waitFor();
    const [{ login_with }] = await db().query(
      `SELECT login_with FROM retainly_users WHERE id = $1`,
      [agency.userId],
    );
    expect(login_with).toBe('NAME');
  });

  /** Holds the first answer of `url` until released; counts the requests sent meanwhile. */
  async function holdFirstAnswer(url: string) {
    const sent: unknown[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(url, async (route) => {
      sent.push(route.request().postDataJSON());
      const response = await route.fetch();
      if (sent.length === 1) await held;
      await route.fulfill({ response });
    });
    return { sent, release };
  }

  it('saves quick changes one at a time, so a late answer never undoes a later change', async () => {
    const agency = await app.signedInAgency(harness, { completed: true, versions: ['basic'] });
    page = agency.page;
    await app.openTool(page, harness.baseUrl);
    await page.getByRole('tab', { name: 'Advanced Mode' }).click();

    // Advanced, then Elite at once: Elite waits, so the answer that lands last lists both.
    const creates = await holdFirstAnswer('**/api/onboarding/versions');
    await page.getByRole('button', { name: 'Create Advanced version' }).click();
    await waitFor('the first create', () => creates.sent.length === 1);
    await page.getByRole('button', { name: 'Create Elite version' }).click();
    await sleep(300);
    expect(creates.sent).toHaveLength(1);
    creates.release();
    await app.toast(page, 'Elite version created!').waitFor();
    expect(await versionTab('Advanced').isDisabled()).toBe(false);
    expect(await versionTab('Elite').isDisabled()).toBe(false);

    // One switch flipped three times: the saves go one by one and the last one is kept.
    const panel = await openAdvancedVersion();
    const tour = panel.getByRole('switch', { name: 'Take a Tour of Your Account' });
    const saves = await holdFirstAnswer('**/api/onboarding/versions/*/videos/**');
    await tour.click();
    await waitFor('the first save', () => saves.sent.length === 1);
    await tour.click();
    await tour.click();
    await panel
      .getByRole('switch', { name: 'Take a Tour of Your Account', checked: false })
      .waitFor();
    await sleep(300);
    expect(saves.sent).toHaveLength(1);
    saves.release();
    const [advanced] = await db().query(
      `SELECT id FROM agency_versions WHERE user_id = $1 AND tier = 'advanced'`,
      [agency.userId],
    );
    await waitFor(
      'the last save',
      async () =>
        saves.sent.length === 3 && (await settingsOf(advanced.id))[0]?.is_visible === false,
    );
    expect(saves.sent).toEqual([{ visible: false }, { visible: true }, { visible: false }]);
    expect(await settingsOf(advanced.id)).toEqual([
      { module_id: 'account-tour', is_visible: false },
    ]);
    expect(await tour.getAttribute('aria-checked')).toBe('false');
  });

  it('opens Upgrade Today instead of Advanced Mode on the BASIC plan', async () => {
    const agency = await app.signedInAgency(harness, {
      plan: 'BASIC',
      completed: true,
      versions: ['basic'],
    });
    page = agency.page;
    await page.route('**/api/site-config', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as { paymentLinks: Record<string, string | null> };
      config.paymentLinks['upgrade-advanced'] = 'https://pay.example.test/advanced';
      await route.fulfill({ response, json: config });
    });
    await app.openTool(page, harness.baseUrl);
    const basicMode = page.getByRole('tab', { name: 'Basic Mode' });
    const advancedMode = page.getByRole('tab', { name: 'Advanced Mode' });
    const dialog = page.getByRole('dialog', { name: 'Upgrade Today' });

    await advancedMode.click();
    await dialog.waitFor();
    const upgradeNow = dialog.getByRole('link', { name: /Upgrade Now/ });
    expect(await upgradeNow.getAttribute('href')).toBe('https://pay.example.test/advanced');
    expect(await upgradeNow.getAttribute('target')).toBe('_blank');
    expect(await dialog.textContent()).toContain('Login tracking by name or email');
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await advancedMode.getAttribute('aria-selected')).toBe('false');
    expect(await app.isFocused(advancedMode)).toBe(true);

    // Arrow keys only move onto the gated tab; Enter opens the dialog.
    await basicMode.focus();
    await page.keyboard.press('ArrowRight');
    expect(await app.isFocused(advancedMode)).toBe(true);
    expect(await dialog.count()).toBe(0);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await basicMode.getAttribute('aria-selected')).toBe('true');
  });

  it('fits a 375 px phone, and a plan refusal from the server opens Upgrade Today', async () => {
    const agency = await app.signedInAgency(harness, {
      completed: true,
      versions: ['basic'],
      viewport: { width: 375, height: 740 },
    });
    page = agency.page;
    await app.openTool(page, harness.baseUrl);
    await page.getByRole('button', { name: 'View on mobile' }).click();
    // The guide again: step 2's long JavaScript lines scroll inside their box.
    await page.getByRole('button', { name: 'Installation Guide' }).click();
    await page.getByRole('button', { name: 'Completed' }).click();
    await page.getByRole('region', { name: 'Custom JavaScript' }).waitFor();
    expect(await app.hasHorizontalOverflow(page)).toBe(false);
    // 'Progress saved!' covers the next step's button at this width until it leaves.
    await app.toastsGone(page);
    await page.getByRole('button', { name: 'Completed' }).click();
    await app.toastsGone(page);
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('heading', { name: 'Your client onboarding is ready' }).waitFor();
    expect(await app.hasHorizontalOverflow(page)).toBe(false);
    await page.getByRole('tab', { name: 'Advanced Mode' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Basic', exact: true });
    await panel.getByRole('switch').first().waitFor();
    expect(await app.hasHorizontalOverflow(page)).toBe(false);

    // The plan changed since the page loaded: the api answers 403 plan_required.
    await updateUser(db(), { id: agency.userId }, { plan: 'BASIC' });
    await panel.getByRole('switch', { name: 'Use the Mobile App' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade Today' });
    await dialog.waitFor();
    // The bundled site configuration: upgrading is a request for the Advanced plan.
    expect(await dialog.getByRole('link', { name: /Upgrade Now/ }).getAttribute('href')).toBe(
      '/book?about=upgrade-advanced',
    );
    expect(await app.hasHorizontalOverflow(page)).toBe(false);
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await page.getByRole('tab', { name: 'Basic Mode', selected: true }).waitFor();
    expect(await app.toast(page, 'Failed to update video visibility').count()).toBe(0);
    const [basic] = await db().query(
      `SELECT id FROM agency_versions WHERE user_id = $1 AND tier = 'basic'`,
      [agency.userId],
    );
    expect(await settingsOf(basic.id)).toEqual([]);
  });
});
