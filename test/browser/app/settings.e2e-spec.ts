/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  ADVANCED_EXTRA_FEATURES,
  CANCELLATION_MESSAGES,
  CANCELLATION_REASONS,
  LANDING_PRICING,
} from '@retainly/domain';
import { newEmail, startAccountsStack, type AccountsStack } from '../../support/accounts-stack';
import { seriousA11yProblems } from '../../support/a11y';
import { launchChromium } from '../../support/browser';

const SUPPORT_SMS = '+15551234567';
const ADVANCED_LINK = 'https://pay.example/advanced';

describe('settings and cancellation in Chromium', () => {
  let stack: AccountsStack;
  let browser: Browser;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    // The deployment's site config, with the support number Contact Support texts.
    const configFile = join(mkdtempSync(join(tmpdir(), 'settings-')), 'site-config.json');
    writeFileSync(
      configFile,
      JSON.stringify({
        supportSmsNumber: SUPPORT_SMS,
        paymentLinks: { 'upgrade-advanced': ADVANCED_LINK },
      }),
    );
    stack = await startAccountsStack({ SITE_CONFIG_FILE: configFile });
    await stack.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(stack.app.getHttpServer().address() as AddressInfo).port}`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  beforeEach(async () => {
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });

  afterEach(() => page.context().close());

  /** A paying agency owner with a profile and all four agency ids, signed in in the browser. */
  async function signedInPaidUser(plan: 'BASIC' | 'ADVANCED' = 'ADVANCED') {
    const email = newEmail();
    const { cookie } = await stack.signUpAndConfirm(email);
    const [{ id }] = await stack.env.db.query(
      `WITH u AS (UPDATE retainly_users SET approval = 'YES', initial_questions_completed = true,
         full_name = 'Dana Rivera', agency_name = 'Rivera Digital', agency_id = 'ag-1',
         agency_id_basic = 'b-1', agency_id_advanced = 'a-1', agency_id_elite = 'e-1', plan = $2
       WHERE email = $1 RETURNING id) SELECT id FROM u`,
      [email.toLowerCase(), plan],
    );
    const value = cookie!.split('=').slice(1).join('=');
    await page.context().addCookies([{ name: 'retainly_session', value, url: baseUrl }]);
    return { email: email.toLowerCase(), cookie: cookie!, userId: id as string };
  }

  /** Settings opens from the sidebar footer, as a user would open it. */
  async function openSettings(): Promise<Locator> {
    await page
      .getByRole('list', { name: 'Account' })
      .getByRole('button', { name: 'Settings' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.waitFor();
    return dialog;
  }

  async function goToApp() {
    await page.goto(`${baseUrl}/app`);
    await page.getByRole('list', { name: 'Account' }).waitFor();
  }

  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

  const dialogA11yProblems = () => seriousA11yProblems(page, { include: '[role="dialog"]' });

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

  it('walks the cancellation wizard: each refusal, the call suggestion, a failure, then the cancel', async () => {
    const { cookie, email, userId } = await signedInPaidUser();
    await page.clock.install();
    await goToApp();
    const dialog = await openSettings();
    await page.getByRole('tab', { name: 'Billing' }).click();
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    const wizard = page.getByRole('dialog', { name: 'Cancel Subscription' });
    await wizard.waitFor();
    const next = wizard.getByRole('button', { name: 'Next' });
    const alert = wizard.getByRole('alert');

    // Step 1: a reason is required.
    expect(await wizard.getByText('Step 1 of 3').isVisible()).toBe(true);
    const reasons = wizard
      .getByRole('group', { name: 'Why are you cancelling?' })
      .getByRole('radio');
    expect(await reasons.count()).toBe(9);
    for (const [index, reason] of CANCELLATION_REASONS.entries()) {
      expect(await reasons.nth(index).evaluate((el) => el.parentElement?.textContent)).toBe(reason);
    }
    await next.click();
    await toast(CANCELLATION_MESSAGES.reason.title).waitFor();
    expect(await toast(CANCELLATION_MESSAGES.reason.title).textContent()).toContain(
      CANCELLATION_MESSAGES.reason.description,
    );
    expect(await alert.textContent()).toBe(CANCELLATION_MESSAGES.reason.description);
    expect(await dialogA11yProblems()).toEqual([]);
    await wizard.getByLabel('Too expensive').check();
    expect(await alert.count()).toBe(0);
    await next.click();

    // Step 2: the onboarding-call question is required; No suggests booking one.
    await wizard.getByText('Step 2 of 3').waitFor();
    await next.click();
    await toast(CANCELLATION_MESSAGES.onboardingCall.title).waitFor();
    expect(await alert.textContent()).toBe(CANCELLATION_MESSAGES.onboardingCall.description);
    const bookLink = wizard.getByRole('link', { name: /Book an onboarding call/ });
    expect(await bookLink.count()).toBe(0);
    await wizard.getByLabel('No').check();
    expect(await bookLink.getAttribute('href')).toBe('/book');
    expect(await bookLink.getAttribute('target')).toBe('_blank');
    expect(await dialogA11yProblems()).toEqual([]);
    await wizard.getByLabel('Yes').check();
    expect(await bookLink.count()).toBe(0);
    await wizard.getByLabel('No').check();

    // Back keeps the answers.
    await wizard.getByRole('button', { name: 'Back' }).click();
    await wizard.getByText('Step 1 of 3').waitFor();
    expect(await wizard.getByLabel('Too expensive').isChecked()).toBe(true);
    await next.click();
    expect(await wizard.getByLabel('No').isChecked()).toBe(true);
    await next.click();

    // Step 3: the box must be ticked.
    await wizard.getByText('Step 3 of 3').waitFor();
    const cancelNow = wizard.getByRole('button', { name: 'Cancel Now' });
    await cancelNow.click();
    await toast(CANCELLATION_MESSAGES.confirm.title).waitFor();
    expect(await alert.textContent()).toBe(CANCELLATION_MESSAGES.confirm.description);
    const confirmBox = wizard.getByRole('checkbox');
    expect(await confirmBox.evaluate((el) => el.parentElement?.textContent)).toContain(
      'I understand that cancelling ends my access',
    );
    await confirmBox.check();
    expect(await dialogA11yProblems()).toEqual([]);

    // A server failure: the Error toast, and the form returns with every answer kept.
    let releaseFailure = () => {};
    const failureHeld = new Promise<void>((resolve) => (releaseFailure = resolve));
    await page.route('**/api/account/cancel', async (route) => {
      await failureHeld;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal server error' }),
      });
    });
    await cancelNow.click();
    await wizard.getByRole('button', { name: 'Canceling...' }).waitFor();
    expect(await wizard.getByRole('button', { name: 'Canceling...' }).isDisabled()).toBe(true);
    releaseFailure();
    await toast(CANCELLATION_MESSAGES.failed.description).waitFor();
    expect(await toast(CANCELLATION_MESSAGES.failed.description).textContent()).toContain(
      CANCELLATION_MESSAGES.failed.title,
    );
    expect(await cancelNow.isEnabled()).toBe(true);
    expect(await confirmBox.isChecked()).toBe(true);
    expect(await wizard.textContent()).toContain('Too expensive');
    const [stillPaid] = await stack.env.db.query(
      `SELECT approval FROM retainly_users WHERE id = $1`,
      [userId],
    );
    expect(stillPaid.approval).toBe('YES');
    await page.unroute('**/api/account/cancel');

    // The real cancellation, with the browser's clock held so the 3 s are counted exactly.
    await page.clock.pauseAt(Date.now() + 60_000);
    await cancelNow.click();
    const closing = page.getByRole('status').filter({ hasText: 'Closing your account...' });
    await closing.waitFor();
    await page.clock.runFor(100); // sonner shows toasts on a timer
    await toast(CANCELLATION_MESSAGES.canceled.title).waitFor();
    expect(await toast(CANCELLATION_MESSAGES.canceled.title).textContent()).toContain(
      CANCELLATION_MESSAGES.canceled.description,
    );
    for (let second = 0; second < 2; second += 1) await page.clock.runFor(1_000);
    expect(new URL(page.url()).pathname).toMatch(/^\/app/);
    expect(await closing.isVisible()).toBe(true);
    await page.clock.runFor(1_000);
    await page.waitForURL(`${baseUrl}/`);
    await closing.waitFor({ state: 'detached' });
    // The landing page, signed out: its header offers Login again.
    await page.getByRole('link', { name: 'Login' }).first().waitFor();

    const [user] = await stack.env.db.query(
      `SELECT approval, agency_id, agency_id_basic, agency_id_advanced, agency_id_elite
       FROM retainly_users WHERE id = $1`,
      [userId],
    );
    expect(user).toEqual({
      approval: 'NO',
      agency_id: null,
      agency_id_basic: null,
      agency_id_advanced: null,
      agency_id_elite: null,
    });
    expect(
      await stack.env.db.query(
        `SELECT reason, had_onboarding_call FROM cancellations WHERE user_id = $1`,
        [userId],
      ),
    ).toEqual([{ reason: 'Too expensive', had_onboarding_call: false }]);
    expect(
      await stack.env.db.query(
        `SELECT data FROM outbox_events WHERE type = 'AccountCanceled' AND data->>'user_id' = $1`,
        [userId],
      ),
    ).toEqual([{ data: { user_id: userId, email, reason: 'Too expensive' } }]);
    expect((await stack.api.get('/api/me', cookie)).status).toBe(401);
    expect(await page.context().cookies(baseUrl)).not.toContainEqual(
      expect.objectContaining({ name: 'retainly_session' }),
    );
  });

  it('takes the failure toast away when a retried cancel succeeds', async () => {
    await signedInPaidUser();
    await goToApp();
    const dialog = await openSettings();
    await page.getByRole('tab', { name: 'Billing' }).click();
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    const wizard = page.getByRole('dialog', { name: 'Cancel Subscription' });
    await wizard.getByLabel('Too expensive').check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Yes').check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('checkbox').check();

    await page.route('**/api/account/cancel', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
    );
    const cancelNow = wizard.getByRole('button', { name: 'Cancel Now' });
    await cancelNow.click();
    const failed = toast(CANCELLATION_MESSAGES.failed.description);
    await failed.waitFor();
    await page.unroute('**/api/account/cancel');
    // Retried at once, well inside the failure toast's own 4 s.
    await cancelNow.click();
    await toast(CANCELLATION_MESSAGES.canceled.title).waitFor();
    await failed.waitFor({ state: 'detached', timeout: 1_500 });
    expect(await page.locator('[data-sonner-toast][data-type="error"]').count()).toBe(0);
  });

  it('returns from the wizard to Billing with focus on Cancel Subscription, and fits 360 px', async () => {
    await signedInPaidUser();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${baseUrl}/app`);
    // Phones have no sidebar: Settings sits in the top bar's menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Settings' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.waitFor();
    await page.getByRole('tab', { name: 'Billing' }).click();
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    const wizard = page.getByRole('dialog', { name: 'Cancel Subscription' });
    const heading = wizard.getByRole('heading', { name: 'Why are you cancelling?' });
    await heading.waitFor();
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
    await wizard.getByRole('button', { name: 'Back' }).click();
    const cancelButton = page.getByRole('button', { name: 'Cancel Subscription' });
    await cancelButton.waitFor();
    expect(await cancelButton.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('tab', { name: 'Billing' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});
