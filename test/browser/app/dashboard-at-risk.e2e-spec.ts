import { type DashboardPage, DAY_MS } from '@retainly/domain';
import type { Page } from 'playwright-core';
import type { AccountsStack } from '../../support/accounts-stack';
import { seriousA11yProblems } from '../../support/a11y';
import { waitFor } from '../../support/wait-for';
import { useDashboardAgency } from './dashboard-browser';
import { insertPortalClient } from '../../support/factories';
import { insertClientStall } from '../../support/outcome-factories';

describe('activity dashboard in Chromium: status, health, at risk and the timeline', () => {
  const dashboard = useDashboardAgency();
  const { table, rows, rowNames, row, openDashboard } = dashboard;
  let stack: AccountsStack;
  let page: Page;
  let owner: ReturnType<typeof dashboard.current>['owner'];
  beforeEach(() => {
    ({ stack, page, owner } = dashboard.current());
  });

  /** Cy Low stalled a day ago with one reminder; Nia is known by name only. */
  beforeAll(async () => {
    const { stack: s, owner: o } = dashboard.current();
    const [{ id: cy, user_id: userId }] = await s.env.db.query(
      `SELECT p.id, v.user_id FROM portal_clients p JOIN agency_versions v ON v.id = p.version_id
        WHERE p.email = 'cy@low.test'`,
    );
    // Seeded clients signed in first when they last did (not when the row was written).
    await s.env.db.query(`UPDATE portal_clients SET created_at = least(created_at, last_login_at)`);
    const dayAgo = new Date(Date.now() - DAY_MS);
    await insertClientStall(s.env.db, {
      client_id: cy,
      user_id: userId,
      reason: 'idle',
      inactive_since: dayAgo,
      stalled_at: dayAgo,
      nudges_sent: 1,
    });
    const seen = new Date(Date.now() - 20 * DAY_MS);
    await insertPortalClient(s.env.db, {
      version_id: o.advancedId,
      name: 'Nia Name',
      created_at: seen,
      last_login_at: seen,
    });
  });

  it('filters to clients at risk, lowest health first, with the formula in a tooltip', async () => {
    await openDashboard(`?version=${owner.advancedId}`);
    // Status in words on every row; the name-only client is told apart.
    expect(await row('Cy Low').getByText('Stalled', { exact: true }).isVisible()).toBe(true);
    expect(await row('Nia Name').innerText()).toContain('No e-mail: gets no reminders');

    // The toggle from the keyboard.
    const toggle = page.getByRole('button', { name: 'At risk', exact: true });
    await toggle.focus();
    await page.keyboard.press('Space');
    await page.waitForURL(/filter=at-risk/);
    await page.getByRole('button', { name: 'At risk', exact: true, pressed: true }).waitFor();
    const expected = (
      (
        await stack.api.get(
          `/api/dashboard/clients?filter=at-risk&sort=health&order=asc&version=${owner.advancedId}`,
          owner.cookie,
        )
      ).body as unknown as DashboardPage
    ).rows;
    expect(expected.map((r) => r.name)).toEqual(expect.arrayContaining(['Cy Low', 'Nia Name']));
    await waitFor('the at-risk rows', async () =>
      (await rowNames()).join('|') === expected.map((r) => r.name ?? '—No name').join('|')
        ? true
        : undefined,
    );
    for (const shown of expected)
      expect(shown.status === 'stalled' || shown.health < 40).toBe(true);

    // The health number is a button; focus shows the formula, Escape hides it.
    const health = row('Cy Low').getByRole('button', { name: /^Health \d+ of 100/ });
    await health.focus();
    const tip = row('Cy Low').getByRole('tooltip');
    await tip.waitFor();
    expect(await tip.innerText()).toContain('50 × share of videos completed');
    expect(await health.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'hidden' });
    expect(await seriousA11yProblems(page, { include: '[data-testid="tool-content"]' })).toEqual(
      [],
    );

    // Off again: every client of the version.
    await toggle.click();
    await waitFor('every client', async () => ((await rows().count()) === 5 ? true : undefined));
    expect(new URL(page.url()).searchParams.get('filter')).toBeNull();
  });

  it("shows the client's timeline in the detail, and the at-risk filter on a phone", async () => {
    await openDashboard('?filter=at-risk');
    await table().getByRole('button', { name: 'Cy Low' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cy Low' });
    const timeline = dialog.getByRole('list', { name: 'Timeline' });
    await timeline.waitFor();
    const entries = await timeline.getByRole('listitem').allInnerTexts();
    expect(entries[0]).toContain('Stalled: no activity for 3 days');
    expect(entries.some((entry) => entry.includes('Signed in for the first time'))).toBe(true);
    expect(entries.some((entry) => entry.includes('Marked “'))).toBe(true);
    expect(await dialog.innerText()).toMatch(/Stalled\s+1 reminder sent/);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    const list = page.getByRole('list', { name: 'Clients' });
    await list.waitFor();
    const nia = list.getByRole('listitem').filter({ hasText: 'Nia Name' });
    expect(await nia.innerText()).toContain('No e-mail: gets no reminders');
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      ),
    ).toBe(false);
  });
});
