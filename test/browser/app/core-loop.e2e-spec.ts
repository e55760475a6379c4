/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { VIDEO_CATALOGUE } from '@retainly/domain';
import { openTool, signedInAgency, toast, useAppHarness } from './app-browser';
import { updateUser } from '../../support/factories';

const [TOUR, PROFILE, PHONE] = VIDEO_CATALOGUE;

/**
 * The loop agencies pay for, through the real pages only: the agency sets up its onboarding
 * and hides a video, its client watches on the branded link, and the dashboard shows the client
 * with the completion the portal recorded.
 */
describe('the core loop in Chromium: onboarding tool, client portal, dashboard', () => {
  const harness = useAppHarness();

  it('sets up, shares the link, a client watches, and the dashboard shows it', async () => {
    const { baseUrl } = harness;
    const { page: agency, userId } = await signedInAgency(harness);
    await updateUser(harness.stack.env.db, { id: userId }, { agency_name: 'Northwind Marketing' });
    await openTool(agency, baseUrl);

    // The installer: welcome, steps 1 and 2 (which makes the link), step 3 with typed colours.
    await agency.getByRole('button', { name: 'Start Installation' }).click();
    await agency.getByText('Step 1 of 3').first().waitFor();
    await agency.getByRole('button', { name: 'Completed' }).click();
    await agency.getByText('Step 2 of 3').first().waitFor();
    await agency.getByRole('button', { name: 'Create Basic version' }).click();
    await toast(agency, 'Basic version created!').waitFor();
    await agency.getByRole('button', { name: 'Completed' }).click();
    await agency.getByText('Step 3 of 3').first().waitFor();
    await agency.getByLabel('Primary color', { exact: true }).fill('7c3aed');
    await agency.getByRole('button', { name: 'Complete Setup' }).click();
    await toast(agency, 'Onboarding completed!').waitFor();

    // Advanced Mode: hide one video from the basic version's clients.
    await agency.getByRole('tab', { name: 'Advanced Mode' }).click();
    const tourSwitch = agency.getByRole('switch', { name: TOUR.title });
    expect(await tourSwitch.getAttribute('aria-checked')).toBe('true');
    await tourSwitch.click();
    await toast(agency, 'Video disabled for basic version').waitFor();
    const link = agency.getByRole('link', { name: /\/[A-Za-z0-9]{12}/ }).first();
    const portalPath = new URL((await link.getAttribute('href'))!).pathname;

    // The client: a fresh browser on the agency's link, in the agency's colours.
    const client = await (await harness.browser.newContext()).newPage();
    await client.goto(`${baseUrl}${portalPath}`);
    await client.getByRole('heading', { level: 1, name: 'Northwind Marketing' }).waitFor();
    await client.getByLabel('Email address').fill('jo@bakery.test');
    await client.getByRole('button', { name: 'Start watching' }).click();
    await client.getByText('Signed in as jo@bakery.test').waitFor();
    expect(await client.getByRole('button', { name: TOUR.title }).count()).toBe(0);
    const header = await client
      .locator('header')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(header).toBe('rgb(124, 58, 237)'); // #7c3aed, the colour typed at step 3

    for (const video of [PROFILE, PHONE]) {
      await client.getByRole('button', { name: video.title }).click();
      const saved = client.waitForResponse(
        (response) => response.url().endsWith('/completions') && response.status() === 200,
      );
      await client.getByRole('dialog').getByRole('button', { name: 'Mark as complete' }).click();
      await saved;
      await client.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    }
    expect(await client.textContent('body')).not.toMatch(/retainly/i);
    await client.context().close();

    // The dashboard: the client, 2 of the 21 videos still visible, logged in today.
    await agency.goto(`${baseUrl}/app/activity-dashboard`);
    const table = agency.getByRole('table', { name: 'Clients' });
    const row = table.locator('tbody tr').filter({ hasText: 'jo@bakery.test' });
    await row.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(1);
    expect(await row.innerText()).toMatch(/10%[\s\S]*Today/);
    await row.getByRole('button').first().click();
    const detail = agency.getByRole('dialog');
    // Exact: the timeline below also names the module ('Marked “…” as done').
    await detail.getByText(PROFILE.title, { exact: true }).waitFor();
    // Marked complete on links (nothing to measure): self-reported, the other 19 not started.
    expect(await detail.getByText('Not started', { exact: true }).count()).toBe(19);
    expect(await detail.getByText('Self-reported', { exact: true }).count()).toBe(2);
    expect(await detail.getByText(TOUR.title).count()).toBe(0);
    await agency.context().close();
  });
});
