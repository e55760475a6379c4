import type { Browser } from 'playwright-core';
import { launchChromium } from '../../support/browser';
import {
  rowsOnce,
  startHighLevelStack,
  type HighLevelStack,
} from '../../highlevel/highlevel-stack';

/**
 * The Training link inside HighLevel: the CRM page (the stand-in, on 127.0.0.1) frames our
 * portal (on localhost, another site), so the portal's storage is partitioned and no cookie
 * of ours is sent. The portal asks the CRM for the user data and is signed in as that user.
 */
describe('a Training link opened inside HighLevel signs the sub-account user in', () => {
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
      `SELECT 1 FROM highlevel_locations WHERE location_id = $1 AND menu_id IS NOT NULL`,
      [hl.highLevel.demo.locationIds[0]],
      (rows) => rows.length === 1,
    );
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await hl?.close();
  });

  it('signs in from the CRM’s user context, in a cross-site frame, with nothing typed', async () => {
    const locationId = hl.highLevel.demo.locationIds[0]!;
    const userId = hl.highLevel.demo.locationUserIds[0]!;
    const user = hl.highLevel.state.users().find((each) => each.id === userId)!;
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${hl.highLevel.url}/demo/location/${locationId}?userId=${userId}`);
    await page.getByRole('link', { name: 'Training' }).waitFor();

    const portal = page.frameLocator('#app-frame');
    // The portal greets the client by the name HighLevel gave.
    await portal
      .getByText(`Signed in as ${user.firstName} ${user.lastName}`)
      .waitFor({ timeout: 20_000 });
    expect(await portal.getByLabel('Email address').count()).toBe(0);

    const [client] = (await hl.stack.env.db.query(
      `SELECT pc.identity_verified_at, pc.version_id FROM highlevel_users u
         JOIN portal_clients pc ON pc.id = u.client_id
        WHERE u.location_id = $1 AND u.highlevel_user_id = $2`,
      [locationId, userId],
    )) as { identity_verified_at: Date | null; version_id: string }[];
    expect(client?.version_id).toBe(agency.versionId);
    expect(client?.identity_verified_at).toBeInstanceOf(Date);
    await page.context().close();
  });

  it('shows the usual sign-in when the page is opened outside the CRM', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${hl.appUrl}/${agency.versionId}?via=highlevel`);
    await page.getByLabel('Email address').waitFor();
    await page.context().close();
  });

  it('refuses a user context made with another secret or for another agency’s sub-account', async () => {
    const forged = await hl.stack.api.post(`/api/portal/${agency.versionId}/sessions/highlevel`, {
      payload: 'U2FsdGVkX1' + 'A'.repeat(60),
    });
    expect(forged.status).toBe(401);
    const stranger = hl.highLevel.state.addLocation('OtherAgencyCompany01', { name: 'Elsewhere' });
    const foreign = await hl.stack.api.post(`/api/portal/${agency.versionId}/sessions/highlevel`, {
      payload: hl.highLevel.userContext(hl.highLevel.demo.agencyAdminId, stranger.id),
    });
    expect(foreign.status).toBe(403);
    // Agency staff in the agency view are no sub-account's client either.
    const agencyView = await hl.stack.api.post(
      `/api/portal/${agency.versionId}/sessions/highlevel`,
      {
        payload: hl.highLevel.userContext(hl.highLevel.demo.agencyAdminId),
      },
    );
    expect(agencyView.status).toBe(403);
  });
});
