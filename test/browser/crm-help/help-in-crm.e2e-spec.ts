/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Browser, Frame, Page } from 'playwright-core';
import { helpLauncherScript } from '../../../libs/domain/src/help-settings';
import { startFakeCrm, type FakeCrm } from '../../../bench/fake-crm';
import type { TestEnvironment } from '../../support/test-environment';
import { waitFor } from '../../support/wait-for';
import { agencyWithVersion } from '../portal/portal-support';
import { startHostedPortal, type HostedPortal } from '../portal/hosted-portal';

type CrmWindow = Window & { crmErrors: string[]; crmLoadMarker: string; crmGo(path: string): void };
const LABEL = 'Need help?';

/**
 * The whole way a client gets help inside the CRM (issue #19): the agency's snippet on a fake
 * CRM at another origin, the launcher's button, the framed portal showing the contacts videos
 * first on a contacts page, a video played there with its watching counted, a page change
 * followed without a reload, and every open counted — while the host page keeps its load, its
 * styles and its error log untouched.
 */
describe('help inside a CRM, end to end', () => {
  let hosted: HostedPortal;
  let env: TestEnvironment;
  let browser: Browser;
  let crm: FakeCrm;
  let baseUrl: string;
  let page: Page;
  let versionId: string;

  beforeAll(async () => {
    hosted = await startHostedPortal('foundational-setup/import-contacts', 4);
    ({ env, baseUrl, browser } = hosted);
    crm = await startFakeCrm();
    versionId = await agencyWithVersion(env, {
      agencyName: 'Northwind Growth',
      loginWith: 'NAME',
      colors: { primary: '#7c2d12', secondary: '#a7f3d0', tertiary: '#f97316' },
    });
    await env.db.query(
      `INSERT INTO agency_help_settings (user_id, version_id, crm_origins, label)
       SELECT user_id, id, $2, $3 FROM agency_versions WHERE id = $1`,
      [versionId, [crm.origin], LABEL],
    );
    page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  });

  afterAll(async () => {
    await crm?.close();
    await hosted?.close();
  });

  const hostState = () =>
    page.evaluate(() => {
      const crmWindow = window as unknown as CrmWindow;
      const button = document.getElementById('crm-button')!;
      return {
        errors: crmWindow.crmErrors,
        marker: crmWindow.crmLoadMarker,
        buttonBackground: getComputedStyle(button).backgroundColor,
        bodyFont: getComputedStyle(document.body).fontSize,
      };
    });
  const openedCount = async () =>
    Number(
      (
        await env.db.query(
          `SELECT count(*) AS n FROM help_events WHERE version_id = $1 AND kind = 'opened'`,
          [versionId],
        )
      )[0].n,
    );
  async function helpFrame(): Promise<Frame> {
    let frame: Frame | undefined;
    await waitFor('the help frame', () => {
      frame = page.frames().find((f) => f.url().includes(`/${versionId}/help`));
      return frame !== undefined;
    });
    return frame!;
  }

  it('shows the contacts videos first on a contacts page, plays one, follows the CRM', async () => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    crm.setSnippet(helpLauncherScript(baseUrl, versionId));
    await page.goto(`${crm.origin}/v2/location/Sub1/contacts/smart_list/All`);
    const before = await hostState();

    const launcher = page.getByRole('button', { name: LABEL });
    await launcher.click();
    const frame = await helpFrame();
    await frame.getByLabel('Your name').fill('Cleo Client');
    await frame.getByRole('button', { name: 'Start watching' }).click();

    const relevant = frame.locator('[data-help-section="relevant"]');
    await relevant.getByRole('heading', { name: /Contacts/ }).waitFor();
    await relevant.locator('[data-help-video]').first().waitFor();
    expect(
      await relevant
        .locator('[data-help-video]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-help-video'))),
    ).toEqual(['foundational-setup/import-contacts', 'marketing-lead-generation/forms-surveys']);

    // Plays inside the panel, and the server counts what was watched.
    await relevant.getByRole('button', { name: 'Import Your Contacts' }).click();
    const video = frame.locator('[data-help-player] video');
    await video.waitFor();
    await frame.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    await frame.evaluate(() => document.querySelector('video')!.play());
    await frame.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1.2);
    await frame.evaluate(() => document.querySelector('video')!.pause());
    await waitFor('verified progress from the CRM', async () => {
      const rows: unknown[] = await env.db.query(
        `SELECT 1 FROM module_progress p JOIN portal_clients c ON c.id = p.client_id
          WHERE c.version_id = $1 AND p.module_id = 'import-contacts' AND p.watched_seconds > 0`,
        [versionId],
      );
      return rows.length > 0;
    });

    // The CRM moves to its calendars without a load: the panel follows.
    await frame.getByRole('button', { name: 'Back to the list' }).click();
    await page.evaluate(() =>
      (window as unknown as CrmWindow).crmGo('/v2/location/Sub1/calendars'),
    );
    await relevant.locator('[data-help-video="foundational-setup/calendar-setup"]').waitFor();

    // Closed and opened again: each open is a use the agency sees.
    await waitFor('the first open recorded', async () => (await openedCount()) === 1);
    await frame.getByRole('button', { name: 'Close help' }).click();
    await launcher.click();
    await waitFor('the second open recorded', async () => (await openedCount()) === 2);
    // Each use says where in the CRM it happened: the page and the sub-account.
    expect(
      await env.db.query(
        `SELECT kind, route, sub_account_id FROM help_events WHERE version_id = $1 ORDER BY id`,
        [versionId],
      ),
    ).toEqual([
      { kind: 'opened', route: 'contacts', sub_account_id: 'Sub1' },
      { kind: 'played', route: 'contacts', sub_account_id: 'Sub1' },
      { kind: 'opened', route: 'calendars', sub_account_id: 'Sub1' },
    ]);

    expect(await hostState()).toEqual(before);
    expect(pageErrors).toEqual([]);
  });
});
