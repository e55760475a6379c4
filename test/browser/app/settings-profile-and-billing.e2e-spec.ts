/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Locator, Page } from 'playwright-core';
import { ADVANCED_EXTRA_FEATURES, LANDING_PRICING } from '@retainly/domain';
import type { AccountsStack } from '../../support/accounts-stack';
import { ADVANCED_LINK, SUPPORT_SMS, useSettingsBrowser } from './settings-browser';

describe('settings and cancellation in Chromium', () => {
  const settings = useSettingsBrowser();
  const { signedInPaidUser, openSettings, goToApp, toast, dialogA11yProblems } = settings;
  let stack: AccountsStack;
  let page: Page;

  beforeEach(() => {
    ({ stack, page } = settings);
  });

  it('saves the name and agency name, keeps them after a reload, and never edits the e-mail', async () => {
    const { email, userId } = await signedInPaidUser();
    await goToApp();
    const dialog = await openSettings();
    expect(await page.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const name = dialog.getByLabel('Name', { exact: true });
    const agency = dialog.getByLabel('Agency Name');
    const emailField = dialog.getByLabel('Email');
    expect(await name.inputValue()).toBe('Dana Rivera');
    expect(await agency.inputValue()).toBe('Rivera Digital');

    // Email: shown, read-only, and it says why.
    expect(await emailField.inputValue()).toBe(email);
    expect(await emailField.getAttribute('readonly')).not.toBeNull();
    expect(await emailField.isEditable()).toBe(false);
    const hintId = await emailField.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${hintId}"]`).textContent()).toBe(
      'Your e-mail cannot be changed here',
    );
    await emailField.focus();
    await page.keyboard.type('x');
    expect(await emailField.inputValue()).toBe(email);

    // A refused save shows the server's reason and keeps what was typed.
    await page.route('**/api/account/profile', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Name is too long' }),
      }),
    );
    await name.fill('Dana R. Rivera');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast('Name is too long').waitFor();
    expect(await name.inputValue()).toBe('Dana R. Rivera');
    await page.unroute('**/api/account/profile');

    await agency.fill('Rivera Growth Co');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast('Profile saved').waitFor();
    const [row] = await stack.env.db.query(
      `SELECT full_name, agency_name, email FROM retainly_users WHERE id = $1`,
      [userId],
    );
    expect(row).toEqual({ full_name: 'Dana R. Rivera', agency_name: 'Rivera Growth Co', email });

    await page.reload();
    await page.getByRole('list', { name: 'Account' }).waitFor();
    const reopened = await openSettings();
    expect(await reopened.getByLabel('Name', { exact: true }).inputValue()).toBe('Dana R. Rivera');
    expect(await reopened.getByLabel('Agency Name').inputValue()).toBe('Rivera Growth Co');
  });

  it('switches tabs with the arrow keys; Billing texts support and opens the upgrade dialog', async () => {
    await signedInPaidUser();
    await goToApp();
    const dialog = await openSettings();
    expect(await dialogA11yProblems()).toEqual([]);

    const profileTab = page.getByRole('tab', { name: 'Profile' });
    const billingTab = page.getByRole('tab', { name: 'Billing' });
    await profileTab.focus();
    await page.keyboard.press('ArrowRight');
    expect(await billingTab.getAttribute('aria-selected')).toBe('true');
    expect(await billingTab.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await profileTab.getAttribute('tabindex')).toBe('-1');
    const panel = page.getByRole('tabpanel', { name: 'Billing' });

    const support = panel.getByRole('link', { name: 'Contact Support' });
    expect(await support.getAttribute('href')).toBe(`sms:${SUPPORT_SMS}?&body=HELP`);
    expect(await panel.textContent()).toContain(`Text HELP to ${SUPPORT_SMS}.`);
    expect(await dialogA11yProblems()).toEqual([]);

    await page.keyboard.press('ArrowLeft');
    expect(await profileTab.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('End');
    expect(await billingTab.getAttribute('aria-selected')).toBe('true');

    await panel.getByRole('button', { name: 'Upgrade Plan' }).click();
    await page.getByRole('dialog', { name: "You're on the top plan" }).waitFor();
    expect(await dialog.count()).toBe(0);
  });

  /** Settings › Billing › Upgrade Plan, as a user would reach it. */
  async function openUpgradePlan(): Promise<Locator> {
    await goToApp();
    await openSettings();
    await page.getByRole('tab', { name: 'Billing' }).click();
    await page
      .getByRole('tabpanel', { name: 'Billing' })
      .getByRole('button', { name: 'Upgrade Plan' })
      .click();
    return page.getByRole('dialog');
  }

  it('Upgrade Plan offers a Basic payer the Advanced plan, at its price and checkout', async () => {
    await signedInPaidUser('BASIC');
    const upgrade = await openUpgradePlan();
    await upgrade.getByRole('heading', { name: 'Upgrade to Advanced' }).waitFor();
    expect(await upgrade.getByTestId('upgrade-price').textContent()).toBe(
      `$${LANDING_PRICING.advanced.monthly}/month`,
    );
    const features = await upgrade
      .getByRole('list', { name: 'Advanced plan features' })
      .getByRole('listitem')
      .allTextContents();
    expect(features.map((text) => text.replace('✓', ''))).toEqual([...ADVANCED_EXTRA_FEATURES]);
    expect(await upgrade.textContent()).not.toContain('Pro');
    const checkout = upgrade.getByRole('link', { name: 'Upgrade Now' });
    expect(await checkout.getAttribute('href')).toBe(ADVANCED_LINK);
    expect(await checkout.getAttribute('target')).toBe('_blank');
    expect(await dialogA11yProblems()).toEqual([]);
  });

  it('Upgrade Plan tells an Advanced payer they are on the top plan, selling nothing', async () => {
    await signedInPaidUser('ADVANCED');
    const dialog = await openUpgradePlan();
    await dialog.getByRole('heading', { name: "You're on the top plan" }).waitFor();
    expect(await dialog.textContent()).toContain('Your Advanced plan already includes every tool');
    expect(await dialog.getByRole('link').count()).toBe(0);
    expect(await dialog.textContent()).not.toMatch(/\$\d/);
    expect(await dialogA11yProblems()).toEqual([]);
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('falls back to e-mail support when no SMS number is configured', async () => {
    await signedInPaidUser();
    let supportEmail = '';
    await page.route('**/api/site-config', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as { supportEmail: string };
      supportEmail = config.supportEmail;
      await route.fulfill({ response, json: { ...config, supportSmsNumber: null } });
    });
    await goToApp();
    await openSettings();
    await page.getByRole('tab', { name: 'Billing' }).click();
    const support = page.getByRole('link', { name: 'Contact Support' });
    expect(await support.getAttribute('href')).toBe(`mailto:${supportEmail}`);
    expect(supportEmail).toMatch(/@/);
  });
});
