import type { Browser, FrameLocator } from 'playwright-core';
import { SetupStepPoll } from '../../../apps/worker/src/highlevel/setup-step-poll';
import { launchChromium } from '../../support/browser';
import {
  rowsOnce,
  startHighLevelStack,
  type HighLevelStack,
} from '../../highlevel/highlevel-stack';

/**
 * "Watched ✓ · Done ✓" inside HighLevel: the client signed in by the CRM sees, on each module
 * that carries a setup step, whether they watched it and whether their sub-account did it.
 */
describe('the portal inside HighLevel shows what was watched and what was done', () => {
  let hl: HighLevelStack;
  let browser: Browser;
  let agency: { cookie: string; userId: string; versionId: string };

  beforeAll(async () => {
    hl = await startHighLevelStack({}, {}, 'localhost');
    browser = await launchChromium();
    agency = await hl.agency();
    expect((await hl.connect(agency.cookie)).outcome).toBe('connected');
    // The seed's fourth sub-account has a calendar and its contacts, nothing else.
    await rowsOnce(
      hl.stack,
      'the fourth sub-account’s steps',
      `SELECT step FROM highlevel_setup_steps WHERE location_id = $1`,
      [hl.highLevel.demo.locationIds[3]],
      (rows) => rows.length === 2,
    );
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await hl?.close();
  });

  const card = (portal: FrameLocator, title: string) =>
    portal.locator('article').filter({ has: portal.getByRole('button', { name: title }) });

  it('marks a step done in the sub-account, and a new one after it is done in HighLevel', async () => {
    const locationId = hl.highLevel.demo.locationIds[3]!;
    const userId = hl.highLevel.demo.locationUserIds[3]!;
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${hl.highLevel.url}/demo/location/${locationId}?userId=${userId}`);
    const portal = page.frameLocator('#app-frame');
    await portal.getByText('Signed in as').waitFor({ timeout: 20_000 });

    const calendar = card(portal, 'Set Up Your Booking Calendar');
    const step = calendar.locator('[data-setup-step="calendar-created"]');
    await step.waitFor();
    expect(await step.getAttribute('data-step-done')).toBe('true');
    expect((await step.innerText()).replace(/\s+/g, ' ')).toContain(
      'Checked in your account: Calendar created',
    );
    // Words for screen readers: not watched yet, done.
    expect(await step.locator('.sr-only').allInnerTexts()).toEqual(['not yet', 'yes']);

    const phone = card(portal, 'Connect Your Phone Number').locator(
      '[data-setup-step="phone-number-added"]',
    );
    expect(await phone.getAttribute('data-step-done')).toBe('false');
    // A module without a step shows no line.
    expect(
      await card(portal, 'Take a Tour of Your Account').locator('[data-setup-step]').count(),
    ).toBe(0);

    hl.highLevel.state.addPhoneNumber(locationId);
    await hl.stack.worker.get(SetupStepPoll).requestDue(0);
    await rowsOnce(
      hl.stack,
      'the phone number step',
      `SELECT 1 FROM highlevel_setup_steps WHERE location_id = $1 AND step = 'phone-number-added'`,
      [locationId],
      (rows) => rows.length === 1,
    );
    await page.reload();
    await portal
      .locator('[data-setup-step="phone-number-added"][data-step-done="true"]')
      .waitFor({ timeout: 20_000 });
    await page.context().close();
  });
});
