import type { Browser, Frame } from 'playwright-core';
import { helpLauncherScript } from '../../../libs/domain/src/help-settings';
import { launchChromium } from '../../support/browser';
import { waitFor } from '../../support/wait-for';
import {
  rowsOnce,
  startHighLevelStack,
  type HighLevelStack,
} from '../../highlevel/highlevel-stack';

const LABEL = 'Need help?';

/**
 * The help button inside HighLevel: the agency's snippet in its Custom JS (the stand-in's CRM
 * page, another site than ours), the panel framed from our origin with partitioned storage.
 * The launcher asks HighLevel's `exposeSessionDetails` who is signed in and hands the answer
 * to the panel only, which signs the sub-account user in with nothing typed.
 */
describe('the help panel inside HighLevel signs the sub-account user in', () => {
  let hl: HighLevelStack;
  let browser: Browser;
  let agency: { cookie: string; userId: string; versionId: string };

  beforeAll(async () => {
    hl = await startHighLevelStack({}, {}, 'localhost');
    browser = await launchChromium();
    agency = await hl.agency();
    expect((await hl.connect(agency.cookie)).outcome).toBe('connected');
    await rowsOnce(
      hl.stack,
      'the first sub-account provisioned',
      `SELECT 1 FROM highlevel_locations WHERE location_id = $1 AND provisioned_at IS NOT NULL`,
      [hl.highLevel.demo.locationIds[0]],
      (rows) => rows.length === 1,
    );
    await hl.stack.env.db.query(
      `INSERT INTO agency_help_settings (user_id, version_id, crm_origins, label)
       VALUES ($1, $2, $3, $4)`,
      [agency.userId, agency.versionId, [hl.highLevel.url], LABEL],
    );
    hl.highLevel.state.setCustomJs(
      hl.highLevel.demo.companyId,
      helpLauncherScript(hl.appUrl, agency.versionId),
    );
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await hl?.close();
  });

  it('tells the launcher the app id only for a connected agency', async () => {
    const config = await fetch(`${hl.appUrl}/api/help/${agency.versionId}/launcher`);
    expect(((await config.json()) as { highLevelAppId: string }).highLevelAppId).toBe(
      hl.highLevel.app.clientId.split('-')[0],
    );
    const other = await hl.stack.signedInAgencyWithVersion('basic');
    await hl.stack.env.db.query(
      `INSERT INTO agency_help_settings (user_id, version_id, crm_origins, label)
       VALUES ($1, $2, $3, $4)`,
      [other.userId, other.versionId, [hl.highLevel.url], LABEL],
    );
    const unconnected = await fetch(`${hl.appUrl}/api/help/${other.versionId}/launcher`);
    expect(((await unconnected.json()) as { highLevelAppId: unknown }).highLevelAppId).toBeNull();
  });

  it('opens signed in as the CRM’s user, with no sign-in form', async () => {
    const locationId = hl.highLevel.demo.locationIds[0]!;
    const userId = hl.highLevel.demo.locationUserIds[0]!;
    const user = hl.highLevel.state.users().find((each) => each.id === userId)!;
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${hl.highLevel.url}/demo/location/${locationId}?userId=${userId}`);
    await page.getByRole('button', { name: LABEL }).click();

    let panel: Frame | undefined;
    await waitFor('the help panel', () => {
      panel = page.frames().find((frame) => frame.url().includes(`/${agency.versionId}/help`));
      return panel;
    });
    expect(new URL(panel!.url()).searchParams.get('via')).toBe('highlevel');
    await panel!
      .getByText(`Signed in as ${user.firstName} ${user.lastName}`)
      .waitFor({ timeout: 20_000 });
    expect(await panel!.getByLabel('Email address').count()).toBe(0);

    const [client] = (await hl.stack.env.db.query(
      `SELECT pc.identity_verified_at FROM highlevel_users u
         JOIN portal_clients pc ON pc.id = u.client_id
        WHERE u.location_id = $1 AND u.highlevel_user_id = $2`,
      [locationId, userId],
    )) as { identity_verified_at: Date | null }[];
    expect(client?.identity_verified_at).toBeInstanceOf(Date);
    await page.context().close();
  });
});
