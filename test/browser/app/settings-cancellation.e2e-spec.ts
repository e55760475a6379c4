/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Page } from 'playwright-core';
import { CANCELLATION_MESSAGES, CANCELLATION_REASONS } from '@retainly/domain';
import type { AccountsStack } from '../../support/accounts-stack';
import { CANCELED_ACCESS, cancellationRows } from '../../support/cancellation';
import { useSettingsBrowser } from './settings-browser';

describe('settings and cancellation in Chromium', () => {
  const settings = useSettingsBrowser();
  const { signedInPaidUser, openSettings, goToApp, toast, dialogA11yProblems } = settings;
  let stack: AccountsStack;
  let baseUrl: string;
  let page: Page;

  beforeEach(() => {
    ({ stack, baseUrl, page } = settings);
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

    expect(await cancellationRows(stack.env.db, userId)).toEqual({
      access: CANCELED_ACCESS,
      surveys: [{ reason: 'Too expensive', had_onboarding_call: false }],
      events: [{ data: { user_id: userId, email, reason: 'Too expensive' } }],
    });
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
