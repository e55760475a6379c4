import type { Browser, Page } from 'playwright-core';
import { seriousA11yProblems } from '../../support/a11y';
import { launchChromium } from '../../support/browser';
import { waitFor } from '../../support/wait-for';
import {
  rowsOnce,
  startHighLevelStack,
  type HighLevelStack,
} from '../../highlevel/highlevel-stack';

/** Settings → HighLevel: connect through HighLevel's authorize page and back, by keyboard. */
describe('Connect HighLevel from Settings', () => {
  let hl: HighLevelStack;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    hl = await startHighLevelStack();
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await hl?.close();
  });

  async function signedInPage(cookie: string) {
    const context = await browser.newContext();
    await context.addCookies([
      { name: 'retainly_session', value: cookie.split('=')[1]!, url: hl.appUrl },
    ]);
    return context.newPage();
  }

  const openSettings = async () => {
    await page
      .getByRole('list', { name: 'Account' })
      .getByRole('button', { name: 'Settings' })
      .click();
    return page.getByRole('dialog', { name: 'Settings' });
  };

  it('connects, comes back to Settings saying so, and reconnects after an uninstall', async () => {
    const agency = await hl.agency();
    page = await signedInPage(agency.cookie);
    await page.goto(`${hl.appUrl}/app/activity-dashboard`);
    let dialog = await openSettings();
    const connect = dialog.getByRole('button', { name: 'Connect HighLevel' });
    await connect.focus();
    await page.keyboard.press('Enter');

    // HighLevel approves and sends the agency back: the app says so and shows the connection.
    await page.waitForURL(`${hl.appUrl}/app**`);
    dialog = page.getByRole('dialog', { name: 'Settings' });
    await page.getByText('HighLevel connected. Your sub-accounts are on their way.').waitFor();
    // A reload must not say it again: the parameter is gone from the address.
    await page.waitForURL((url) => !url.searchParams.has('highlevel'));
    await rowsOnce(
      hl.stack,
      'the sub-accounts',
      `SELECT 1 FROM highlevel_locations WHERE user_id = $1 AND synced_at IS NOT NULL`,
      [agency.userId],
      (rows) => rows.length === 5,
    );
    await page.reload();
    dialog = await openSettings();
    await dialog
      .getByTestId('highlevel-status')
      .getByText(/^Connected · 5 sub-accounts/)
      .waitFor();
    expect(await dialog.getByRole('button', { name: /HighLevel/ }).count()).toBe(0);
    expect(await seriousA11yProblems(page)).toEqual([]);

    // Each sub-account's Training link: off by keyboard, another renamed.
    const subAccounts = dialog.getByRole('list', { name: 'HighLevel sub-accounts' });
    const link = subAccounts.getByRole('switch', { name: 'Training link in Bright Smile Dental' });
    await link.focus();
    await page.keyboard.press('Space');
    await subAccounts.getByText('updating HighLevel…').waitFor();
    await subAccounts.getByText('updating HighLevel…').waitFor({ state: 'detached' });
    expect(await link.getAttribute('aria-checked')).toBe('false');
    const menus = () => hl.highLevel.state.customMenus(hl.highLevel.demo.companyId);
    expect(menus()).toHaveLength(4);
    const title = subAccounts.getByLabel('Menu title in Peak Fitness Studio');
    await title.fill('Start here');
    await title.press('Enter');
    await waitFor('the renamed link in HighLevel', () =>
      menus().some((menu) => menu.title === 'Start here'),
    );
    expect(
      menus()
        .map((menu) => menu.title)
        .sort(),
    ).toEqual(['Start here', 'Training', 'Training', 'Training']);
    await subAccounts.getByText('updating HighLevel…').waitFor({ state: 'detached' });

    hl.highLevel.oauth.uninstall({ companyId: hl.highLevel.demo.companyId });
    await hl.highLevel.webhooks.settled();
    await page.reload();
    dialog = await openSettings();
    await dialog.getByText(/^Disconnected\. The app was uninstalled in HighLevel/).waitFor();
    await dialog.getByRole('button', { name: 'Reconnect HighLevel' }).click();
    await page.getByText('HighLevel connected. Your sub-accounts are on their way.').waitFor();
    await page.context().close();
  });

  it('says when HighLevel is not set up on this server', async () => {
    const off = await startHighLevelStack({ HIGHLEVEL_CLIENT_ID: '' });
    try {
      const agency = await off.agency();
      const context = await browser.newContext();
      await context.addCookies([
        { name: 'retainly_session', value: agency.cookie.split('=')[1]!, url: off.appUrl },
      ]);
      page = await context.newPage();
      await page.goto(`${off.appUrl}/app/activity-dashboard`);
      const dialog = await openSettings();
      await dialog.getByText(/HighLevel is not set up on this Retainly server yet/).waitFor();
      expect(await dialog.getByRole('button', { name: /HighLevel/ }).count()).toBe(0);
      await context.close();
    } finally {
      await off.close();
    }
  });
});
