import { seriousA11yProblems } from '../../support/a11y';
import { pageWithSession, startAppHarness, toast, type AppHarness } from '../app/app-browser';

/** The operator console in Chromium: an operator approves a trial user, who then reaches the tools. */
describe('operator console in Chromium', () => {
  let harness: AppHarness;

  beforeAll(async () => {
    harness = await startAppHarness();
  });

  afterAll(() => harness?.close());

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
      .filter({ hasText: /^1 accounts$/ })
      .waitFor();
    await console.getByRole('button', { name: new RegExp(trial.email) }).click();
    const panel = console.getByRole('complementary', { name: 'Account' });
    await panel.getByRole('heading', { name: trial.email }).waitFor();
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

    await nav.getByRole('link', { name: 'Webhook deliveries' }).click();
    await page.getByRole('heading', { name: 'Webhook deliveries' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^\d+ events$/ })
      .waitFor();
    expect(await seriousA11yProblems(page, { wcagOnly: true })).toEqual([]);

    await nav.getByRole('link', { name: 'Queues' }).click();
    await page.getByRole('rowheader', { name: 'ai', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: /Open Bull Board/ }).getAttribute('href')).toBe(
      '/admin/queues',
    );
  });

  it('shows an agency that opens /admin that it is for operators only', async () => {
    const agency = await harness.stack.signedInAgency();
    const page = await pageWith(agency.cookie);
    await page.goto(`${harness.baseUrl}/admin`);
    await page.getByText('This page is for Retainly operators only.').waitFor();
    expect(await page.getByRole('heading', { name: 'Accounts' }).count()).toBe(0);
  });
});
