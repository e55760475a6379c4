/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { waitFor } from '../../support/wait-for';
import * as a11y from '../../support/a11y';
import { hasHorizontalOverflow, signedInAgency, toast, useAppHarness } from './app-browser';

/** axe on the tab and any open dialog; the e-mail preview's sandboxed frame runs no script. */
const seriousA11yProblems = (page: Page) =>
  a11y.seriousA11yProblems(page, {
    include: ['[data-testid="tool-content"]', '[role="dialog"]'],
    exclude: 'iframe[sandbox]',
    wcagOnly: true,
  });

const PRIVATE = "This address is on a private network, which we can't send to.";

/**
 * 'Webhooks to your CRM' on the Automations tab: adding an endpoint (checks, the api's refusal
 * on the URL field, the secret shown once), a test event whose delivery the log shows as it
 * lands, its body and attempts, replay, edit, rotate, re-enable and delete.
 */
describe('webhooks to the agency’s CRM in Chromium', () => {
  const harness = useAppHarness();
  let receiver: WebhookReceiver;
  let page: Page;
  let userId: string;

  beforeAll(async () => {
    receiver = await WebhookReceiver.start('whsec_unused');
  });
  afterAll(() => receiver?.close());
  beforeEach(async () => {
    receiver.reset();
    ({ page, userId } = await signedInAgency(harness, { completed: true, versions: ['basic'] }));
  });

  const dialog = () => page.getByRole('dialog');
  const endpoint = (name: string) =>
    page
      .getByRole('list', { name: 'Endpoints' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { name }),
      });

  async function open() {
    await page.goto(`${harness.baseUrl}/app/activity-dashboard?view=automations`);
    await page.getByRole('heading', { name: 'Webhooks to your CRM' }).waitFor();
    await page.getByRole('button', { name: 'Add endpoint' }).waitFor();
  }

  /** Adds an endpoint through the dialog; returns the secret it showed once. */
  async function addEndpoint(url: string, description: string) {
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await dialog().getByLabel('Endpoint URL').fill(url);
    await dialog().getByLabel('Description (optional)').fill(description);
    await dialog().getByRole('button', { name: 'Add endpoint' }).click();
    const secret = await page.getByTestId('endpoint-secret').innerText();
    await dialog().getByRole('button', { name: "I've saved it" }).click();
    await dialog().waitFor({ state: 'detached' });
    return secret;
  }

  it('adds an endpoint: checks, the refusal on the URL field, and the secret once', async () => {
    await open();
    await page.getByText('No endpoints yet.').waitFor();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await dialog().getByText('Using a HighLevel workflow?').click();
    await dialog().getByText('Inbound Webhook').first().waitFor();

    // The browser's own checks: a full address and at least one event.
    const url = dialog().getByLabel('Endpoint URL');
    await url.fill('not a url');
    for (const box of await dialog().getByRole('checkbox').all()) await box.uncheck();
    await dialog().getByRole('button', { name: 'Add endpoint' }).click();
    await dialog().getByText('Enter a full web address, like https://example.com/hook.').waitFor();
    await dialog().getByText('Choose at least one event.').waitFor();
    expect(await url.getAttribute('aria-invalid')).toBe('true');
    await dialog().getByRole('checkbox', { name: 'Client started' }).check();
    await dialog().getByRole('checkbox', { name: 'Module completed' }).check();

    // The api's refusal of the address shows on the URL field. (Its rules are the api's own
    // tests; this refusal is answered here so the field's handling is tested alone.)
    await page.route(
      (address) => address.pathname === '/api/outcomes/endpoints',
      (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 400, json: { message: PRIVATE } })
          : route.continue(),
      { times: 1 },
    );
    await url.fill('https://10.1.2.3/hook');
    await dialog().getByRole('button', { name: 'Add endpoint' }).click();
    await dialog().getByText(PRIVATE).waitFor();
    expect(await url.getAttribute('aria-invalid')).toBe('true');
    expect(await seriousA11yProblems(page)).toEqual([]);

    // Accepted: the secret shows once, with a copy button and the warning.
    await url.fill(receiver.url);
    await dialog().getByRole('button', { name: 'Add endpoint' }).click();
    const secret = await page.getByTestId('endpoint-secret').innerText();
    expect(secret).toMatch(/^whsec_/);
    await dialog().getByText('this is the only time it is shown').waitFor();
    await dialog().getByRole('button', { name: 'Copy secret' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await dialog().getByRole('button', { name: "I've saved it" }).click();

    const card = endpoint(receiver.url);
    await card.getByText('Active', { exact: true }).waitFor();
    expect(await card.innerText()).toContain(secret.slice(-4));
    expect(await card.innerText()).not.toContain(secret);
    await card.getByText('Client started', { exact: true }).waitFor();
    expect(await card.getByText('Onboarding completed', { exact: true }).count()).toBe(0);
  });

  it('sends a test event; the log shows its delivery, body and attempts, and replays it', async () => {
    await open();
    const secret = await addEndpoint(receiver.url, 'Test workflow');
    const card = endpoint('Test workflow');
    await card.getByRole('button', { name: 'Send test event to Test workflow' }).click();
    await toast(page, 'Test event sent').waitFor();

    // The log opens and reloads itself until the delivery is final.
    const log = card.getByRole('table', { name: 'Deliveries to Test workflow' });
    await log.getByText('Delivered').waitFor({ timeout: 30_000 });
    expect(await log.locator('tbody tr').count()).toBe(1);
    expect(await log.locator('tbody th').first().innerText()).toBe('Test event');
    const delivered = await waitFor('the test delivery', () => receiver.requests[0]);
    const headers = Object.fromEntries(
      Object.entries(delivered.headers).map(([key, value]) => [key, String(value)]),
    );
    expect(() => new Webhook(secret).verify(delivered.body, headers)).not.toThrow();

    await log.getByRole('button', { name: /^Details of Test event/ }).click();
    await dialog().getByRole('heading', { name: 'Body sent' }).waitFor();
    const body = await dialog().locator('pre').innerText();
    expect(JSON.parse(body)).toEqual(JSON.parse(delivered.body));
    const attempts = dialog().getByRole('table', { name: 'Attempts' });
    expect(await attempts.locator('tbody tr').count()).toBe(1);
    expect(await attempts.locator('tbody td').nth(1).innerText()).toBe('200');

    // Replay: the same event (same webhook-id) arrives again.
    await dialog().getByRole('button', { name: 'Replay' }).click();
    await toast(page, 'Sent again').waitFor();
    await waitFor('the replay', () => receiver.requestsFor(delivered.id).length === 2);
    expect(await seriousA11yProblems(page)).toEqual([]);
  });

  it('edits, rotates the secret, re-enables and deletes an endpoint', async () => {
    await open();
    const first = await addEndpoint(receiver.url, 'Old name');
    const card = endpoint('Old name');
    await card.getByRole('button', { name: 'Edit Old name' }).click();
    await dialog().getByLabel('Description (optional)').fill('New name');
    await dialog().getByRole('checkbox', { name: 'Onboarding completed' }).uncheck();
    await dialog().getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Endpoint saved').waitFor();
    const renamed = endpoint('New name');
    await renamed.waitFor();
    expect(await renamed.getByText('Onboarding completed', { exact: true }).count()).toBe(0);

    // Rotating asks first, then shows the new secret once.
    await renamed.getByRole('button', { name: 'Rotate secret of New name' }).click();
    await dialog().getByRole('button', { name: 'Rotate secret' }).click();
    const second = await page.getByTestId('endpoint-secret').innerText();
    expect(second).toMatch(/^whsec_/);
    expect(second).not.toBe(first);
    await dialog().getByRole('button', { name: "I've saved it" }).click();
    expect(await renamed.innerText()).toContain(second.slice(-4));

    // Disabled by the server after days of failures: the reason, and Re-enable.
    await harness.stack.env.db.query(
      `UPDATE agency_endpoints SET disabled_at = now(), failing_since = now() - interval '5 days',
         disabled_reason = 'It kept failing for 5 days.' WHERE user_id = $1`,
      [userId],
    );
    await page.reload();
    await renamed.getByText('Disabled', { exact: true }).waitFor();
    await renamed.getByText('It kept failing for 5 days.').waitFor();
    await renamed.getByRole('button', { name: 'Re-enable New name' }).click();
    await toast(page, 'Endpoint re-enabled').waitFor();
    await renamed.getByText('Active', { exact: true }).waitFor();
    const [{ disabled }] = await harness.stack.env.db.query(
      `SELECT disabled_at IS NOT NULL AS disabled FROM agency_endpoints WHERE user_id = $1`,
      [userId],
    );
    expect(disabled).toBe(false);

    // Deleting asks first.
    await renamed.getByRole('button', { name: 'Delete New name' }).click();
    await dialog().getByRole('button', { name: 'Delete endpoint' }).click();
    await toast(page, 'Endpoint deleted').waitFor();
    await page.getByText('No endpoints yet.').waitFor();
    const rows = await harness.stack.env.db.query(
      `SELECT 1 FROM agency_endpoints WHERE user_id = $1`,
      [userId],
    );
    expect(rows).toHaveLength(0);
  });

  it('fits a phone, the log as a list', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open();
    await addEndpoint(receiver.url, 'Phone hook');
    await endpoint('Phone hook').getByRole('button', { name: 'Delivery log' }).click();
    await page.getByText('Nothing sent yet.').waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });
});
