/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Page } from 'playwright-core';
import { placeholderToken } from '@retainly/domain';
import { waitFor } from '../../support/wait-for';
import * as a11y from '../../support/a11y';
import * as app from './app-browser';

interface Settings {
  digestEnabled: boolean;
  stallDays: number;
  nudgesEnabled: boolean;
  nudgeSubject: string;
  nudgeMessage: string;
  defaults: { nudgeSubject: string; nudgeMessage: string };
  placeholders: string[];
}

/**
 * The Activity Dashboard's Automations tab, 'Reminder e-mails': the switch, the stall days, the
 * wording with placeholder chips and a live preview in a sandboxed frame, inline validation,
 * and saving through PUT /api/outcomes/settings.
 */
describe('reminder e-mail settings in Chromium', () => {
  const harness = app.useAppHarness();
  let page: Page;
  let cookie: string;
  let userId: string;

  beforeEach(async () => {
    ({ page, cookie, userId } = await app.signedInAgency(harness, {
      completed: true,
      versions: ['basic'],
    }));
  });

  const settings = async () =>
    (await harness.stack.api.get('/api/outcomes/settings', cookie)).body as unknown as Settings;
  const section = () => page.getByRole('form', { name: 'Reminder e-mails' });
  const subject = () => section().getByLabel('Subject');
  const message = () => section().getByLabel('Message');
  const previewSubject = () => page.getByTestId('nudge-preview-subject');

  async function openAutomations() {
    await page.goto(`${harness.baseUrl}/app/activity-dashboard`);
    const clients = page.getByRole('tab', { name: 'Clients' });
    await clients.waitFor();
    expect(await clients.getAttribute('aria-selected')).toBe('true');
    // Keyboard: the selected tab is the tab stop, and the arrow keys select.
    await clients.focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Automations', selected: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBe('automations');
    await subject().waitFor();
  }

  it('shows the defaults, explains the rules and previews the wording in a sandbox', async () => {
    const saved = await settings();
    await openAutomations();

    const toggle = section().getByRole('switch', { name: 'Send reminder e-mails' });
    expect(await toggle.getAttribute('aria-checked')).toBe(String(saved.nudgesEnabled));
    expect(await section().getByLabel('Consider a client stalled after').inputValue()).toBe(
      String(saved.stallDays),
    );
    expect(await subject().inputValue()).toBe(saved.nudgeSubject);
    expect(await message().inputValue()).toBe(saved.nudgeMessage);
    for (const rule of ['At most 3 reminders', 'between 9 pm and 8 am', 'only their name']) {
      await section().getByText(rule).first().waitFor();
    }

    // The preview is the api's rendering, in a frame with every sandbox restriction.
    await previewSubject().waitFor();
    const frame = section().locator('iframe[title="Reminder e-mail preview"]');
    expect(await frame.getAttribute('sandbox')).toBe('');
    expect((await frame.getAttribute('srcdoc'))?.length).toBeGreaterThan(0);
    await subject().fill('A quick nudge from us');
    await waitFor('the preview of the new subject', async () =>
      (await previewSubject().innerText()).includes('A quick nudge from us'),
    );

    // A chip inserts its placeholder at the caret.
    const token = placeholderToken(saved.placeholders[0]);
    await message().fill('Hello there');
    await message().evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(6, 6));
    await section()
      .getByRole('button', { name: `Insert ${token}` })
      .click();
    expect(await message().inputValue()).toBe(`Hello ${token}there`);
    await waitFor('focus back in the message', () => app.isFocused(message()));
    // The subject too, once it was the field last used.
    await subject().fill('Hi ');
    await section()
      .getByRole('button', { name: `Insert ${token}` })
      .click();
    expect(await subject().inputValue()).toBe(`Hi ${token}`);

    // Reset to default brings the built-in wording back.
    await section().getByRole('button', { name: 'Reset to default' }).click();
    expect(await subject().inputValue()).toBe(saved.defaults.nudgeSubject);
    expect(await message().inputValue()).toBe(saved.defaults.nudgeMessage);
    // The preview's frame is sandboxed (no scripts), so axe checks everything around it.
    const problems = await a11y.seriousA11yProblems(page, {
      include: '[data-testid="tool-content"]',
      exclude: 'iframe[sandbox]',
      wcagOnly: true,
    });
    expect(problems).toEqual([]);
  });

  it('checks the wording inline, then saves and keeps every setting', async () => {
    await openAutomations();
    await subject().fill('   ');
    await section().getByRole('button', { name: 'Save' }).click();
    await section().getByText('Enter a subject, or press Reset to default.').waitFor();
    expect(await subject().getAttribute('aria-invalid')).toBe('true');
    await waitFor('focus on the subject', () => app.isFocused(subject()));
    expect((await settings()).nudgeSubject).not.toBe('   ');

    await subject().fill('Still with us, {first_name}?');
    await message().fill('Your next video takes 3 minutes.');
    await section().getByLabel('Consider a client stalled after').selectOption('7');
    await section().getByRole('switch', { name: 'Send reminder e-mails' }).click();
    await section().getByText('You have unsaved changes.').waitFor();
    await section().getByRole('button', { name: 'Save' }).click();
    await app.toast(page, 'Reminder settings saved').waitFor();

    const saved = await settings();
    expect(saved).toMatchObject({
      stallDays: 7,
      nudgesEnabled: false,
      nudgeSubject: 'Still with us, {first_name}?',
      nudgeMessage: 'Your next video takes 3 minutes.',
    });
    // The tab is in the address: a reload comes back to it with what was saved.
    await page.reload();
    await subject().waitFor();
    expect(await subject().inputValue()).toBe('Still with us, {first_name}?');
    expect(await section().getByLabel('Consider a client stalled after').inputValue()).toBe('7');
    expect(
      await section()
        .getByRole('switch', { name: 'Send reminder e-mails' })
        .getAttribute('aria-checked'),
    ).toBe('false');

    // Saving the default wording stores none, so the agency follows our default.
    await section().getByRole('button', { name: 'Reset to default' }).click();
    await section().getByRole('button', { name: 'Save' }).click();
    await app.toast(page, 'Reminder settings saved').waitFor();
    const reset = await settings();
    expect(reset.nudgeSubject).toBe(reset.defaults.nudgeSubject);
    const [{ subject: stored }] = await harness.stack.env.db.query(
      `SELECT nudge_subject AS subject FROM agency_outcome_settings WHERE user_id = $1`,
      [userId],
    );
    expect(stored).toBeNull();
  });

  it('fits a phone and keeps the Clients tab as it was', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${harness.baseUrl}/app/activity-dashboard?view=automations`);
    await subject().waitFor();
    await previewSubject().waitFor();
    expect(await app.hasHorizontalOverflow(page)).toBe(false);
    await page.getByRole('tab', { name: 'Clients' }).click();
    expect(new URL(page.url()).searchParams.get('view')).toBeNull();
    await page.getByRole('heading', { name: 'No clients yet' }).waitFor();
  });

  it('turns the weekly digest off in Settings', async () => {
    await page.goto(`${harness.baseUrl}/app/activity-dashboard`);
    await page
      .getByRole('list', { name: 'Account' })
      .getByRole('button', { name: 'Settings' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    const digest = dialog.getByRole('switch', { name: 'Weekly digest e-mail' });
    expect(await digest.getAttribute('aria-checked')).toBe('true');
    await digest.click();
    await app.toast(page, 'Weekly digest turned off').waitFor();
    expect(await digest.getAttribute('aria-checked')).toBe('false');
    expect((await settings()).digestEnabled).toBe(false);
  });
});
