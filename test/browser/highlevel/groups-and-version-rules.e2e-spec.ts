import type { Browser, Page } from 'playwright-core';
import { seriousA11yProblems } from '../../support/a11y';
import { launchChromium } from '../../support/browser';
import {
  rowsOnce,
  startHighLevelStack,
  type HighLevelStack,
} from '../../highlevel/highlevel-stack';

/**
 * A connected agency sets which version new sub-accounts get (Settings → HighLevel, on a
 * phone, by keyboard), and sees its clients grouped by sub-account on the dashboard, where a
 * group opens its clients.
 */
describe('HighLevel groups on the dashboard and version rules in Settings', () => {
  let hl: HighLevelStack;
  let browser: Browser;
  let agency: { cookie: string; userId: string; versionId: string };
  let advancedId: string;
  const smile = 'DemoSubAccount000001';

  beforeAll(async () => {
    hl = await startHighLevelStack();
    browser = await launchChromium();
    agency = await hl.agency();
    advancedId = await hl.advancedVersion(agency.cookie);
    hl.highLevel.state.setSaasPlan(smile, 'plan-pro');
    expect((await hl.connect(agency.cookie)).outcome).toBe('connected');
    await rowsOnce(
      hl.stack,
      'five provisioned sub-accounts',
      `SELECT 1 FROM highlevel_locations WHERE user_id = $1 AND provisioned_at IS NOT NULL`,
      [agency.userId],
      (rows) => rows.length === 5,
    );
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await hl?.close();
  });

  async function signedInPage(viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ viewport });
    await context.addCookies([
      { name: 'retainly_session', value: agency.cookie.split('=')[1]!, url: hl.appUrl },
    ]);
    return context.newPage();
  }

  it('saves the default version and a plan’s version from Settings on a phone, by keyboard', async () => {
    const page = await signedInPage({ width: 390, height: 844 });
    await page.goto(`${hl.appUrl}/app/activity-dashboard`);
    // Phones have no sidebar: Settings sits in the top bar's menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Settings' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    const rules = dialog.getByRole('region', { name: 'Versions for new sub-accounts' });
    const fallback = rules.getByLabel('Default version');
    await fallback.waitFor();
    expect(await fallback.inputValue()).toBe('');
    expect(await fallback.locator('option:checked').innerText()).toBe('Basic version (automatic)');
    await fallback.focus();
    await fallback.selectOption(advancedId);
    const plan = rules.getByLabel('SaaS plan plan-pro (1 sub-account)');
    await plan.selectOption(agency.versionId);
    // Checked before the toast, which fades in.
    expect(await seriousA11yProblems(page)).toEqual([]);
    await rules.getByRole('button', { name: 'Save versions' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Saved. New sub-accounts get these versions.').waitFor();

    const [connection] = (await hl.stack.env.db.query(
      `SELECT default_version_id FROM highlevel_connections WHERE user_id = $1`,
      [agency.userId],
    )) as { default_version_id: string }[];
    expect(connection!.default_version_id).toBe(advancedId);
    expect(
      await hl.stack.env.db.query(
        `SELECT saas_plan_id, version_id FROM highlevel_plan_versions WHERE user_id = $1`,
        [agency.userId],
      ),
    ).toEqual([{ saas_plan_id: 'plan-pro', version_id: agency.versionId }]);
    // Fits the phone: nothing scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.context().close();
  });

  it('toggles to the clients by sub-account, and a group filters the list', async () => {
    const page = await signedInPage({ width: 1280, height: 900 });
    await page.goto(`${hl.appUrl}/app/activity-dashboard`);
    const toggle = page.getByRole('group', { name: 'Show' });
    const clients = toggle.getByRole('radio', { name: 'Clients' });
    await clients.waitFor();
    expect(await clients.isChecked()).toBe(true);
    await clients.focus();
    await page.keyboard.press('ArrowRight');
    await toggle.getByRole('radio', { name: 'By sub-account', checked: true }).waitFor();
    await page.waitForURL((url) => url.searchParams.get('view') === 'sub-accounts');

    const groups = page.getByRole('list', { name: 'Clients by sub-account' });
    await groups.waitFor();
    const cards = groups.getByRole('button');
    expect(await cards.count()).toBe(5);
    const smileCard = cards.filter({ hasText: 'Bright Smile Dental' });
    expect((await smileCard.innerText()).replace(/\s+/g, ' ')).toContain(
      '1 client · 0 completed · 0% average · Basic version',
    );
    expect(await seriousA11yProblems(page)).toEqual([]);

    await smileCard.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('subAccount') === smile);
    await page.getByText('Showing the clients of').waitFor();
    // The whole list stays on screen while the filtered one loads: wait for it to go.
    await page.getByText('owner@peak-fitness-studio.example').waitFor({ state: 'detached' });
    await page.getByText('owner@bright-smile-dental.example').first().waitFor();
    expect(await page.getByText(/^owner@/).count()).toBe(1);
    await toggle.getByRole('radio', { name: 'Clients', checked: true }).waitFor();

    await page.getByRole('button', { name: 'Show every client' }).click();
    await page.getByText('owner@peak-fitness-studio.example').first().waitFor();
    await page.context().close();
  });
});
