/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Page } from 'playwright-core';
import { waitFor } from '../../support/wait-for';
import { agencyWithVersion, mentionsOfUs, seriousA11yProblems } from './portal-support';
import { useHostedPortal } from './hosted-portal';

const TRANSCRIPT = 'Open the spreadsheet, map the zebra column to the phone field, then import.';

/** The portal's embedded mode in the CRM's help panel (issue #19), loaded as the panel does. */
describe('the help panel page (/{id}/help) in Chromium', () => {
  const hosted = useHostedPortal('foundational-setup/import-contacts', 6);
  let page: Page;

  beforeAll(async () => {
    await hosted.env.db.query(`UPDATE media_items SET transcript = $2 WHERE id = $1`, [
      hosted.mediaId,
      TRANSCRIPT,
    ]);
  });

  beforeEach(async () => {
    // The panel's width inside the CRM.
    page = await (
      await hosted.browser.newContext({ viewport: { width: 400, height: 800 } })
    ).newPage();
  });

  afterEach(() => page.context().close());

  const relevant = () => page.locator('[data-help-section="relevant"]');
  const helpRows = (versionId: string) =>
    hosted.env.db.query(
      `SELECT kind, route, query, module_id FROM help_events WHERE version_id = $1 ORDER BY id`,
      [versionId],
    ) as Promise<{ kind: string; route: string | null; query: string | null }[]>;

  it('shows the page’s videos first, searches transcripts, plays in place, follows the CRM', async () => {
    const versionId = await agencyWithVersion(hosted.env, {
      agencyName: 'Panel Partners',
      loginWith: 'NAME',
      colors: { primary: '#1e3a8a', secondary: '#a7f3d0', tertiary: '#f97316' },
    });
    await page.goto(`${hosted.baseUrl}/${versionId}/help?route=contacts`);
    await page.getByLabel('Your name').fill('Ada Helper');
    await page.getByRole('button', { name: 'Start watching' }).click();

    // (a) The contacts videos first, under the page's name.
    await relevant()
      .getByRole('heading', { name: /Videos for this page · Contacts/ })
      .waitFor();
    await relevant().locator('[data-help-video]').first().waitFor();
    expect(
      await relevant()
        .locator('[data-help-video]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-help-video'))),
    ).toEqual(['foundational-setup/import-contacts', 'marketing-lead-generation/forms-surveys']);
    // Opened before signing in: recorded once signed in, with the page.
    await waitFor('the opened event', async () =>
      (await helpRows(versionId)).some((row) => row.kind === 'opened' && row.route === 'contacts'),
    );

    // (b) Search by what the video says, from the keyboard; the count is announced.
    const search = page.getByRole('searchbox', { name: 'Search the help videos' });
    await search.focus();
    await page.keyboard.type('zebra column');
    const found = page.getByRole('status').filter({ hasText: '1 video found for “zebra column”' });
    await found.waitFor();
    const hit = page.locator('[data-help-snippet]');
    expect(await hit.textContent()).toContain('map the zebra column to the phone field');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Import Your Contacts',
    );

    // Plays inside the panel: focus on its title, the video runs and its watching is counted.
    await page.keyboard.press('Enter');
    const player = page.locator('[data-help-player]');
    await player.getByRole('heading', { name: 'Import Your Contacts' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    const video = player.locator('video');
    await video.waitFor();
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    await video.focus();
    await page.keyboard.press(' ');
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1.2);
    await page.keyboard.press(' '); // pause: a heartbeat with what was played
    await waitFor('verified progress', async () => {
      const rows: unknown[] = await hosted.env.db.query(
        `SELECT 1 FROM module_progress p JOIN portal_clients c ON c.id = p.client_id
          WHERE c.version_id = $1 AND p.module_id = 'import-contacts' AND p.watched_seconds > 0`,
        [versionId],
      );
      return rows.length > 0;
    });

    // Back to the list, focus on the button that opened it.
    await player.getByRole('button', { name: 'Back to the list' }).click();
    await found.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      'help-search-foundational-setup-import-contacts',
    );

    // The CRM moves to its calendars: the first section follows, without a reload.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.evaluate(() => {
      window.postMessage({ type: 'not-ours', route: 'payments' }, '*');
      window.postMessage({ type: 'help:context', route: 'calendars', subAccountId: 'abc' }, '*');
    });
    await relevant()
      .getByRole('heading', { name: /Calendars/ })
      .waitFor();
    await relevant().locator('[data-help-video="foundational-setup/calendar-setup"]').waitFor();
    expect(await relevant().locator('[data-help-video]').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );

    const rows = await helpRows(versionId);
    expect(rows.map((row) => row.kind)).toEqual(['opened', 'searched', 'played']);
    expect(rows[1]).toMatchObject({ query: 'zebra column', route: 'contacts' });

    // Escape asks the host to close the panel.
    await page.evaluate(() => {
      const seen: unknown[] = ((window as unknown as { seen: unknown[] }).seen = []);
      window.addEventListener('message', (event) => seen.push(event.data));
    });
    await page.locator('body').click({ position: { x: 5, y: 700 } });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() =>
      (window as unknown as { seen: { type?: string }[] }).seen.some(
        (data) => data.type === 'help:close',
      ),
    );

    expect(await mentionsOfUs(page)).toEqual([]);
    expect(await seriousA11yProblems(page)).toEqual([]);
  });
});
