import { receivesFocus } from '../../support/browser';
/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AccountsStack } from '../../support/accounts-stack';
import { seriousA11yProblems } from '../../support/a11y';
import { REMOVED_TITLE, WATCHED_AT, useDashboardAgency } from './dashboard-browser';

describe("activity dashboard in Chromium: a client's videos, CSV, errors", () => {
  const dashboard = useDashboardAgency();
  const { addClient, table, rows, row, toast, status, openDashboard } = dashboard;
  let stack: AccountsStack;
  let baseUrl: string;
  let page: Page;
  let owner: ReturnType<typeof dashboard.current>['owner'];
  beforeEach(() => {
    ({ stack, baseUrl, page, owner } = dashboard.current());
  });

  it("opens a client's videos from the keyboard or a click; a vanished client is a toast", async () => {
    await openDashboard();
    const nameButton = table().getByRole('button', { name: 'Ben Mid' });
    await nameButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Ben Mid' });
    await dialog.getByText('Videos: 12 of 20 completed').waitFor();
    const videos = dialog.getByRole('region', { name: /^Videos/ }).getByRole('listitem');
    expect(await videos.count()).toBe(20);
    const watchedOn = WATCHED_AT.toLocaleDateString('en-US', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    // Each module's status: 11 watched, 1 marked done (apart, with why), 1 under way, 7 not.
    const withStatus = (status: string) => dialog.locator(`li[data-status="${status}"]`);
    expect(await withStatus('completed').count()).toBe(11);
    expect(await withStatus('completed').first().innerText()).toMatch(
      new RegExp(`Take a Tour of Your Account\\s+Completed\\s+${watchedOn}`),
    );
    const reported = withStatus('self_reported');
    expect(await reported.count()).toBe(1);
    expect(await reported.innerText()).toContain(
      'The client marked this done; it could not be measured',
    );
    expect(await reported.getByText('Self-reported', { exact: true }).isVisible()).toBe(true);
    expect(await withStatus('watching').innerText()).toContain('Watching 40%');
    expect(await withStatus('not_started').count()).toBe(7);
    expect(await withStatus('not_started').first().innerText()).toContain('Not started');
    expect(await videos.filter({ hasText: watchedOn }).count()).toBe(12);
    const text = await dialog.innerText();
    expect(text).toContain('ben@mid.test');
    expect(text).toMatch(/Watched\s+11\.4 min \(unverified\)/);
    expect(text).toMatch(/Identity\s+Identity not verified/);
    expect(text).toMatch(/Last watched\s+2 days ago/);
    expect(text).toContain('1 self-reported');
    expect(text).not.toContain('Removed modules');
    expect(await dialog.locator('[data-variant]').innerText()).toBe('60%');
    expect(text).toContain('1 day ago');
    expect(await seriousA11yProblems(page, { include: '[role="dialog"]' })).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await receivesFocus(nameButton)).toBe(true);

    // Space works too, and so does a click anywhere on the row.
    await page.keyboard.press('Space');
    await page.getByRole('dialog', { name: 'Ben Mid' }).waitFor();
    await page.keyboard.press('Escape');
    await row('Cy Low').locator('td').first().click();
    const cy = page.getByRole('dialog', { name: 'Cy Low' });
    await cy.getByText('Videos: 2 of 20 completed').waitFor();
    // The agency deleted a module Cy had completed: kept as history, apart from the version's.
    const removed = cy.getByRole('region', { name: 'Removed modules' });
    expect(await removed.getByRole('listitem').innerText()).toMatch(
      new RegExp(`${REMOVED_TITLE}[\\s\\S]*Self-reported`),
    );
    expect(await cy.getByRole('region', { name: /^Videos/ }).innerText()).not.toContain(
      REMOVED_TITLE,
    );
    expect(await seriousA11yProblems(page, { include: '[role="dialog"]' })).toEqual([]);
    await page.keyboard.press('Escape');

    // A client deleted after the list loaded: 404, the spec's toast, no dialog left open.
    const goneId = await addClient(owner.basicId, {
      name: 'Gone Soon',
      email: 'gone@shop.test',
      done: 1,
      loginMsAgo: 0,
    });
    await page.reload();
    await table().getByRole('button', { name: 'Gone Soon' }).waitFor();
    await stack.env.db.query(`DELETE FROM portal_clients WHERE id = $1`, [goneId]);
    await table().getByRole('button', { name: 'Gone Soon' }).click();
    await toast('Could not find user data').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Any other failure: spec §8's load toast, never the server's own words.
    const isDetail = (url: URL) => /^\/api\/dashboard\/clients\/[^/.]+$/.test(url.pathname);
    await page.route(isDetail, (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
    );
    await table().getByRole('button', { name: 'Ben Mid' }).click();
    await toast('Failed to load dashboard data').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await toast('Internal server error').count()).toBe(0);
    await page.unroute(isDetail);
  });

  it('exports the current search, filter and order as CSV, never another agency', async () => {
    await openDashboard(`?version=${owner.advancedId}&sort=completion&order=asc&page=1`);
    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    const href = new URL((await exportLink.getAttribute('href'))!, baseUrl);
    expect(href.pathname).toBe('/api/dashboard/clients/export.csv');
    expect(href.searchParams.get('page')).toBeNull();

    const readDownload = async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
      expect(download.suggestedFilename()).toBe('retainly-clients.csv');
      return readFileSync((await download.path())!, 'utf8')
        .trim()
        .split('\r\n');
    };
    const filtered = await readDownload();
    expect(filtered[0]).toBe(
      'name,email,version,version_id,completed,visible,completion_percent,last_login_at,' +
        'minutes_watched,self_reported,last_watched_at,modules,status,health,identity',
    );
    const ben = filtered.find((line) => line.startsWith('"Ben Mid"'))!;
    expect(ben).toContain('"11.4","1"');
    expect(ben).toContain(
      'Connect Your Phone Number: Completed; Set Up Your Email Sending Domain: Completed;',
    );
    expect(ben.match(/: Self-reported; [^:]+: Watching 40%; [^:]+: Not started;/)).not.toBeNull();
    expect(filtered.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
      '"","noname@shop.test","advanced"',
      '"Cy Low","cy@low.test","advanced"',
      '"Ben Mid","ben@mid.test","advanced"',
      '"Ava Top","ava@top.test","advanced"',
    ]);

    await page.getByLabel('Version').selectOption({ label: 'All versions' });
    await status().filter({ hasText: 'of 30' }).waitFor();
    await page.getByLabel('Search clients').fill('basic 1');
    await status().filter({ hasText: 'Showing 1–10 of 10' }).waitFor();
    const searched = await readDownload();
    expect(searched).toHaveLength(11);
    expect(searched.slice(1).every((line) => line.startsWith('"Basic 1'))).toBe(true);

    await page.getByLabel('Search clients').fill('');
    await status().filter({ hasText: 'of 30' }).waitFor();
    const everything = (await readDownload()).join('\n');
    expect(everything.split('\n')).toHaveLength(31);
    expect(everything).not.toContain('Intruder');
    expect(everything).not.toContain('intruder.test');
  });

  it('shows the error toast and an inline retry when the api fails', async () => {
    const isList = (url: URL) => url.pathname === '/api/dashboard/clients';
    await page.route(isList, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal server error' }),
      }),
    );
    await page.goto(`${baseUrl}/app/activity-dashboard`);
    await toast('Failed to load dashboard data').waitFor();
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't load your clients." });
    await alert.waitFor();
    await page.unroute(isList);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await table().waitFor();
    expect(await rows().count()).toBe(25);
  });
});
