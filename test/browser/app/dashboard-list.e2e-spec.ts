/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Page } from 'playwright-core';
import { seriousA11yProblems } from '../../support/a11y';
import { waitFor } from '../../support/wait-for';
import { useDashboardAgency } from './dashboard-browser';

/** The table's data cells, in order (the name is the row header). */
const COLUMNS = [
  'Email',
  'Status',
  'Health',
  'Version',
  'Completion',
  'Watched',
  'Last watched',
  'Last login',
];

describe('activity dashboard in Chromium: list, search, sort, filter, phone', () => {
  const dashboard = useDashboardAgency();
  const { clients, table, rows, rowNames, status, summary, openDashboard } = dashboard;
  let baseUrl: string;
  let page: Page;
  let owner: ReturnType<typeof dashboard.current>['owner'];
  beforeEach(() => {
    ({ baseUrl, page, owner } = dashboard.current());
  });

  it("lists only the agency's clients: summary, pages, badges and last-login texts", async () => {
    await openDashboard();
    expect(await summary('Clients').locator('dd').first().innerText()).toBe('30');
    expect(await summary('Average completion').locator('dd').first().innerText()).toBe(
      `${dashboard.averageOf(clients)}%`,
    );

    // Default order: the latest login first.
    expect(await rows().count()).toBe(25);
    expect(await status().innerText()).toBe('Showing 1–25 of 30');
    const names = await rowNames();
    expect(names.slice(0, 5)).toEqual(['Ava Top', 'Ben Mid', 'Cy Low', '—No name', 'Basic 01']);
    // A missing name is a dash on screen, 'No name' to a screen reader.
    expect(await rows().nth(3).getByRole('button', { name: 'No name' }).innerText()).toContain('—');
    expect(
      await table().getByRole('columnheader', { name: 'Last login' }).getAttribute('aria-sort'),
    ).toBe('descending');
    expect(await page.getByText('Intruder').count()).toBe(0);

    // Badge styles: 85% top (filled brand), 60% secondary, 10% outline.
    const badge = (name: string) => dashboard.row(name).locator('[data-variant]');
    expect(await badge('Ava Top').innerText()).toBe('85%');
    expect(await badge('Ava Top').getAttribute('data-variant')).toBe('top');
    expect(await badge('Ava Top').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(21, 128, 61)',
    );
    expect(await badge('Ben Mid').innerText()).toBe('60%');
    expect(await badge('Ben Mid').getAttribute('data-variant')).toBe('secondary');
    expect(await badge('Cy Low').innerText()).toBe('10%');
    expect(await badge('Cy Low').getAttribute('data-variant')).toBe('outline');
    expect(await badge('Cy Low').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );

    // Watch time and last heartbeat, from the server's verified progress.
    const cell = (name: string, column: string) =>
      dashboard.row(name).locator('td').nth(COLUMNS.indexOf(column)).innerText();
    expect(await cell('Ben Mid', 'Watched')).toBe('11.4 min (unverified)');
    expect(await cell('Ben Mid', 'Last watched')).toBe('2 days ago');
    expect(await cell('Ben Mid', 'Completion')).toContain('12 of 20 videos (1 self-reported)');
    expect(await cell('Ava Top', 'Watched')).toBe('0 min');
    // Who never proved their address is marked beside their name (issue #32).
    const nameCell = (name: string) => dashboard.row(name).locator('th').innerText();
    expect(await nameCell('Ben Mid')).toContain('Identity not verified');
    expect(await nameCell('Ava Top')).not.toContain('Identity not verified');
    expect(await cell('Ava Top', 'Last watched')).toBe('Not yet');
    expect(await cell('Ava Top', 'Completion')).not.toContain('self-reported');

    // Last login, and the missing name shown as a dash.
    const lastLogin = (name: string) => cell(name, 'Last login');
    expect(await lastLogin('Ava Top')).toBe('Today');
    expect(await lastLogin('Ben Mid')).toBe('1 day ago');
    expect(await lastLogin('Cy Low')).toBe('5 days ago');
    expect(await lastLogin('Basic 01')).toBe('7 days ago');
    expect(await rows().nth(3).locator('td').first().innerText()).toBe('noname@shop.test');
    const headers = await table().getByRole('columnheader').allInnerTexts();
    expect(headers.map((header) => header.replace(/[▲▼↕]/g, '').trim())).toEqual([
      'Name',
      ...COLUMNS,
    ]);

    // Paging keeps the address; Back returns to page 1.
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    expect(await previous.isDisabled()).toBe(true);
    await next.click();
    await status().filter({ hasText: 'Showing 26–30 of 30' }).waitFor();
    expect(await rows().count()).toBe(5);
    expect(await rowNames()).toEqual(['Basic 22', 'Basic 23', 'Basic 24', 'Basic 25', 'Basic 26']);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(await next.isDisabled()).toBe(true);
    expect(await page.getByText('Page 2 of 2').count()).toBe(1);
    await page.goBack();
    await status().filter({ hasText: 'Showing 1–25 of 30' }).waitFor();
    await page.reload();
    await status().filter({ hasText: 'Showing 1–25 of 30' }).waitFor();
  });

  it('searches on the server after a pause, keeps the search in the address, and clears it', async () => {
    await openDashboard('?page=2');
    const search = page.getByLabel('Search clients');
    const searched = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return (
        url.pathname === '/api/dashboard/clients' && url.searchParams.get('search') === 'basic 0'
      );
    });
    await search.fill('basic 0');
    await searched;
    await status().filter({ hasText: 'Showing 1–9 of 9' }).waitFor();
    expect(await rowNames()).toEqual(
      ['01', '02', '03', '04', '05', '06', '07', '08', '09'].map((n) => `Basic ${n}`),
    );
    const url = new URL(page.url());
    expect(url.searchParams.get('search')).toBe('basic 0');
    expect(url.searchParams.get('page')).toBeNull(); // a new search starts on page 1
    expect(await summary('Clients').locator('dd').first().innerText()).toBe('9');

    await page.reload();
    await status().filter({ hasText: 'Showing 1–9 of 9' }).waitFor();
    expect(await page.getByLabel('Search clients').inputValue()).toBe('basic 0');

    // Nothing from another agency, and a search that matches nothing offers to clear it.
    await page.getByLabel('Search clients').fill('Intruder');
    await page.getByText('No clients match "Intruder"').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await status().filter({ hasText: 'Showing 1–25 of 30' }).waitFor();
    expect(await page.getByLabel('Search clients').inputValue()).toBe('');
    expect(new URL(page.url()).searchParams.get('search')).toBeNull();
  });

  it('sorts by completion both ways and filters by version', async () => {
    await openDashboard();
    const header = table().getByRole('columnheader', { name: 'Completion' });
    await header.getByRole('button').click();
    await page.waitForURL(/sort=completion/);
    await table().locator('[aria-sort="descending"]', { hasText: 'Completion' }).waitFor();
    const all = clients.map(dashboard.percentOf).sort((a, b) => b - a);
    await dashboard.showsCompletions(all.slice(0, 25));

    await header.getByRole('button').click();
    await table().locator('[aria-sort="ascending"]', { hasText: 'Completion' }).waitFor();
    await dashboard.showsCompletions([...all].reverse().slice(0, 25));
    expect(new URL(page.url()).searchParams.get('order')).toBe('asc');

    await page.getByLabel('Version').selectOption({ label: 'Advanced' });
    await status().filter({ hasText: 'Showing 1–4 of 4' }).waitFor();
    expect(new URL(page.url()).searchParams.get('version')).toBe(owner.advancedId);
    expect(await dashboard.completions()).toEqual([0, 10, 60, 85]);
    const advanced = clients.filter((client) => client.visible === 20);
    expect(await summary('Average completion').locator('dd').first().innerText()).toBe(
      `${dashboard.averageOf(advanced)}%`,
    );
    expect(await rows().first().locator('td').nth(COLUMNS.indexOf('Version')).innerText()).toBe(
      'Advanced',
    );

    await page.getByLabel('Version').selectOption({ label: 'Basic' });
    await status().filter({ hasText: 'Showing 1–25 of 26' }).waitFor();
    await page.getByLabel('Version').selectOption({ label: 'All versions' });
    await status().filter({ hasText: 'Showing 1–25 of 30' }).waitFor();
  });

  it('explains an empty dashboard and links to the onboarding tool', async () => {
    const { cookie } = await dashboard.agency(['basic']);
    await page.context().close();
    page = await dashboard.newPage(undefined, cookie);
    await page.goto(`${baseUrl}/app/activity-dashboard`);
    await page.getByRole('heading', { name: 'No clients yet' }).waitFor();
    expect(await page.getByTestId('tool-content').innerText()).toContain(
      "open your agency's onboarding link",
    );
    await page.getByRole('link', { name: 'Go to the Onboarding Tool' }).click();
    await page.waitForURL(`${baseUrl}/app/onboarding`);
  });

  it('has no serious accessibility problems and works on a 375 px phone', async () => {
    await openDashboard();
    expect(await seriousA11yProblems(page, { include: '[data-testid="tool-content"]' })).toEqual(
      [],
    );

    // A phone: one card per client (a button each) and a 'Sort by' menu for the headers.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    const list = page.getByRole('list', { name: 'Clients' });
    await list.waitFor();
    expect(await table().count()).toBe(0);
    const cards = list.getByRole('listitem');
    expect(await cards.count()).toBe(25);
    const ava = cards.filter({ hasText: 'Ava Top' });
    expect(await ava.innerText()).toMatch(/ava@top\.test[\s\S]*85%[\s\S]*Advanced version/);
    expect(await ava.innerText()).toContain('Last login: Today');
    expect(await ava.innerText()).toMatch(/0 min watched\s+Last watched: Not yet/);
    expect(await cards.filter({ hasText: 'Ben Mid' }).innerText()).toMatch(
      /11\.4 min \(unverified\) watched\s+Last watched: 2 days ago/,
    );
    expect(await status().innerText()).toBe('Showing 1–25 of 30');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
    expect(await dashboard.phoneA11yProblems()).toEqual([]);

    await page.getByLabel('Sort by').selectOption({ label: 'Completion, lowest first' });
    await page.waitForURL(/sort=completion&order=asc/);
    await waitFor('the lowest completion first', async () =>
      (await cards.first().innerText()).includes('0%'),
    );
    await cards.filter({ hasText: 'Cy Low' }).getByRole('button').click();
    const cy = page.getByRole('dialog', { name: 'Cy Low' });
    await cy.getByText('Videos: 2 of 20 completed').waitFor();
    await cy.getByRole('heading', { name: 'Removed modules' }).waitFor();
    expect(
      await page.evaluate(
        () => document.querySelector('[role="dialog"]')!.scrollWidth <= window.innerWidth,
      ),
    ).toBe(true);
    expect(await dashboard.phoneA11yProblems()).toEqual([]);
  });

  it('keeps a right margin at 1280 px: the last stat card and the Last login column (#32 item 8)', async () => {
    // A real agency's client has a longer e-mail than the seeded ones.
    const { stack } = dashboard.current();
    const longEmail = 'ava.longname-of-the-client@a-rather-long-agency-domain.test';
    await stack.env.db.query(`UPDATE portal_clients SET email = $1 WHERE email = 'ava@top.test'`, [
      longEmail,
    ]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openDashboard();
    await table().getByText(longEmail).waitFor();
    const viewportRight = await page.evaluate(() => document.documentElement.clientWidth);
    const cards = page.locator('dl > div');
    const lastCard = await cards.nth((await cards.count()) - 1).boundingBox();
    const lastHeader = await table()
      .getByRole('columnheader', { name: 'Last login' })
      .boundingBox();
    const lastCell = await rows().first().locator('td').last().boundingBox();
    for (const box of [lastCard, lastHeader, lastCell]) {
      expect(viewportRight - (box!.x + box!.width)).toBeGreaterThanOrEqual(16);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
    await stack.env.db.query(`UPDATE portal_clients SET email = 'ava@top.test' WHERE email = $1`, [
      longEmail,
    ]);
  });
});
