import { VIDEO_CATALOGUE, type OnboardingState, type PortalView } from '@retainly/domain';
import { seriousA11yProblems } from '../../support/a11y';
import { insertOutboxEvent } from '../../support/outbox-factories';
import { hasHorizontalOverflow, pageWithSession, toast, useAppHarness } from '../app/app-browser';
import { waitFor } from '../../support/wait-for';

/** The operator console in Chromium: an operator approves a trial user, who then reaches the tools. */
describe('operator console in Chromium', () => {
  const harness = useAppHarness();

  const pageWith = (cookie: string) => pageWithSession(harness, cookie);

  it('approves a trial user, who then reaches the tools without the plan overlay', async () => {
    const { stack, baseUrl } = harness;
    const operator = await stack.signedInOperator();
    const trial = await stack.signedInAgency('ADVANCED', 'TRIALING');

    const user = await pageWith(trial.cookie);
    await user.goto(`${baseUrl}/app/onboarding`);
    await user.getByTestId('plan-overlay').waitFor();

    const console = await pageWith(operator.cookie);
    await console.goto(`${baseUrl}/admin`);
    await console.getByRole('heading', { name: 'Accounts', level: 1 }).waitFor();
    await console.getByRole('searchbox', { name: 'Search e-mail or name' }).fill(trial.email);
    await console
      .getByRole('status')
      .filter({ hasText: /^1 account$/ })
      .waitFor();
    await console.getByRole('button', { name: new RegExp(trial.email) }).click();
    const panel = console.getByRole('complementary', { name: 'Account' });
    await panel.getByRole('heading', { name: trial.email }).waitFor();
    // Opening an account takes keyboard focus to it.
    await console.waitForFunction(() => document.activeElement?.id === 'account-title');
    expect(await seriousA11yProblems(console, { wcagOnly: true })).toEqual([]);

    const access = panel.getByRole('form', { name: 'Access' });
    await access.getByLabel('Approval').selectOption('YES');
    await access.getByLabel('Plan').selectOption('BASIC');
    await access.getByRole('button', { name: 'Save access' }).click();
    await toast(console, 'Access updated: YES, BASIC').waitFor();
    await panel.getByText(/operator.* change access/i).waitFor();

    await user.reload();
    await user.getByRole('button', { name: 'Start Installation' }).waitFor();
    expect(await user.getByTestId('plan-overlay').count()).toBe(0);
  });

  it('opens leads, webhook deliveries and queue counts from the console nav', async () => {
    const { stack, baseUrl } = harness;
    const operator = await stack.signedInOperator();
    await stack.env.db.query(
      `INSERT INTO affiliates (full_name, email, network_size) VALUES ('Pat Partner', 'pat@partner.test', '1-10')`,
    );
    const page = await pageWith(operator.cookie);
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(`${baseUrl}/admin/accounts`);
    const nav = page.getByRole('navigation', { name: 'Console' });

    await nav.getByRole('link', { name: 'Leads' }).click();
    await page.getByRole('cell', { name: 'pat@partner.test' }).waitFor();
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/leads/affiliates/export.csv',
    );
    expect(await seriousA11yProblems(page, { wcagOnly: true })).toEqual([]);

    // The history a worker leaves after two refused deliveries (the api tests make it for real).
    await stack.env.db.transaction(async (manager) => {
      const id = await insertOutboxEvent(manager, {
        type: 'AffiliateApplied',
        data: {},
        published_at: new Date(),
      });
      await manager.query(
        `INSERT INTO webhook_deliveries
           (event_id, attempt, url, outcome, status_code, duration_ms, error, finished_at)
         SELECT $1, n, 'http://receiver.test/hook', 'failed', 503, 40 + n, 'HTTP 503', now()
           FROM generate_series(1, 2) n`,
        [id],
      );
      await manager.query(
        `INSERT INTO event_consumptions (event_id, consumer, outcome)
         VALUES ($1, 'marketing-webhook', 'gave_up')`,
        [id],
      );
    });
    await nav.getByRole('link', { name: 'Webhook deliveries' }).click();
    await page.getByRole('heading', { name: 'Webhook deliveries' }).waitFor();
    await page.getByLabel('Only events whose delivery gave up').check();
    await page
      .getByRole('status')
      .filter({ hasText: /^1 event$/ })
      .waitFor();
    await page.getByText('gave_up after 2 attempts, last answer 503: HTTP 503').waitFor();
    const showAttempts = page.getByRole('button', { name: /^Attempts of AffiliateApplied/ });
    await showAttempts.click();
    expect(await showAttempts.getAttribute('aria-expanded')).toBe('true');
    const attempts = page.getByRole('region', { name: /^Attempts of AffiliateApplied/ });
    await attempts.getByRole('rowheader', { name: '2' }).waitFor();
    expect(await attempts.getByRole('row').allInnerTexts()).toEqual([
      expect.stringMatching(/^attempt\s+outcome\s+status\s+duration\s+error\s+started$/),
      expect.stringMatching(/^1\s+failed\s+503\s+41 ms\s+HTTP 503\s+/),
      expect.stringMatching(/^2\s+failed\s+503\s+42 ms\s+HTTP 503\s+/),
    ]);
    expect(await seriousA11yProblems(page, { wcagOnly: true })).toEqual([]);

    // No MARKETING_WEBHOOK_URL here: an event never sent reads 'not configured', not 'pending
    // after 0 attempts', and nothing offers a replay that has nowhere to go.
    await insertOutboxEvent(stack.env.db, {
      type: 'LeadCaptured',
      data: {},
      published_at: new Date(),
    });
    await page.getByLabel('Only events whose delivery gave up').uncheck();
    await page.getByText('The marketing webhook is not configured').waitFor();
    const neverSent = page.getByRole('listitem').filter({ hasText: 'LeadCaptured' }).first();
    await neverSent.getByText('not configured', { exact: true }).waitFor();
    expect(await page.getByText(/^pending after/).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Replay/ }).count()).toBe(0);
    expect(await seriousA11yProblems(page, { wcagOnly: true })).toEqual([]);

    await nav.getByRole('link', { name: 'Queues' }).click();
    await page.getByRole('rowheader', { name: 'ai', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: /Open Bull Board/ }).getAttribute('href')).toBe(
      '/admin/queues',
    );
  });

  it('keeps the video library by keyboard: add, reorder, edit and hide, seen by a live portal', async () => {
    const { stack, baseUrl } = harness;
    const operator = await stack.signedInOperator();
    const agency = await stack.signedInAgency();
    const created = await stack.api.post(
      '/api/onboarding/versions',
      { tier: 'basic' },
      agency.cookie,
    );
    const { versions } = created.body as unknown as OnboardingState;
    const commerceInPortal = async () => {
      const view = (await stack.api.get(`/api/portal/${versions[0].id}`))
        .body as unknown as PortalView;
      return view.categories
        .find((category) => category.id === 'commerce')!
        .videos.map((v) => v.title);
    };
    const before = await commerceInPortal();

    const page = await pageWith(operator.cookie);
    await page.goto(`${baseUrl}/admin`);
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Video library' })
      .click();
    await page.getByRole('heading', { name: 'Video library', level: 1 }).waitFor();
    const status = page.getByRole('status').filter({ hasText: /modules,/ });
    await status.filter({ hasText: `${VIDEO_CATALOGUE.length} modules, 0 hidden` }).waitFor();
    expect(await seriousA11yProblems(page, { wcagOnly: true })).toEqual([]);

    const form = page.getByRole('form', { name: 'Add a module' });
    await form.getByLabel('Category').selectOption({ label: 'Commerce & Payments' });
    await form.getByLabel('Title').fill('Selling Gift Cards');
    await form.getByLabel('Description').fill('Sell gift cards from your website.');
    await form.getByLabel('Length (minutes)').fill('4');
    await form.getByLabel('Video URL').fill('https://videos.example.com/gift-cards.mp4');
    await form.getByLabel('Title').press('Enter');
    await toast(page, "Added 'Selling Gift Cards' to Commerce & Payments").waitFor();
    expect(await form.getByLabel('Title').inputValue()).toBe('');
    expect(await commerceInPortal()).toEqual([...before, 'Selling Gift Cards']);

    // Moving keeps keyboard focus on the pressed button, wherever the row lands (React re-inserts
    // the row moved down, and not every browser keeps focus on a re-inserted node).
    const focusedLabel = (label: string) =>
      page.waitForFunction((l) => document.activeElement?.getAttribute('aria-label') === l, label, {
        timeout: 3_000,
      });
    await page.getByRole('button', { name: 'Move Selling Gift Cards up' }).focus();
    await page.keyboard.press('Enter');
    await toast(page, "Moved 'Selling Gift Cards' up").waitFor();
    await focusedLabel('Move Selling Gift Cards up');
    expect(await commerceInPortal()).toEqual([
      ...before.slice(0, -1),
      'Selling Gift Cards',
      before.at(-1),
    ]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await toast(page, "Moved 'Selling Gift Cards' down").waitFor();
    await focusedLabel('Move Selling Gift Cards down');
    expect(await commerceInPortal()).toEqual([...before, 'Selling Gift Cards']);

    await page.getByRole('button', { name: 'Edit Selling Gift Cards' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Selling Gift Cards' });
    await dialog.getByLabel('Title').fill('Selling Gift Cards Online');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, "Saved 'Selling Gift Cards Online'").waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await commerceInPortal()).toContain('Selling Gift Cards Online');

    await page
      .getByRole('button', { name: 'Hide Selling Gift Cards Online from new portals' })
      .click();
    await toast(page, "'Selling Gift Cards Online' is hidden from new portals").waitFor();
    await status.filter({ hasText: '1 hidden from new portals' }).waitFor();
    await page
      .getByRole('button', { name: 'Show Selling Gift Cards Online in new portals' })
      .waitFor();
    // The version created before keeps the module it already had.
    expect(await commerceInPortal()).toContain('Selling Gift Cards Online');

    // On a phone the rows wrap instead of scrolling the page sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });

  it('shows an agency that opens /admin that it is for operators only', async () => {
    const agency = await harness.stack.signedInAgency();
    const page = await pageWith(agency.cookie);
    await page.goto(`${harness.baseUrl}/admin`);
    await page.getByText('This page is for Retainly operators only.').waitFor();
    expect(await page.getByRole('heading', { name: 'Accounts' }).count()).toBe(0);
  });

  it("lists call requests, opened from the operators' e-mail link", async () => {
    const { stack, baseUrl } = harness;
    const operator = await stack.signedInOperator();
    const sent = await stack.api.post('/api/call-requests', {
      fullName: 'Mary Jackson',
      email: 'mary@agency.test',
      topic: 'advanced-yearly',
    });
    expect(sent.status).toBe(201);
    const mail = await waitFor('the call request e-mail', () =>
      stack.mail.mails.find((m) => m.text.includes('mary@agency.test')),
    );
    const link = /https?:\/\/\S+\/admin\/leads\?list=call-requests/.exec(mail.text)![0];
    const page = await pageWith(operator.cookie);
    await page.goto(`${baseUrl}${new URL(link).pathname}${new URL(link).search}`);
    expect(await page.getByLabel('List').inputValue()).toBe('call-requests');
    await page.getByRole('cell', { name: 'mary@agency.test' }).waitFor();
    await page.getByRole('cell', { name: 'advanced-yearly' }).waitFor();
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/leads/call-requests/export.csv',
    );
  });
});
