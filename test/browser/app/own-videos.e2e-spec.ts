/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Locator, Page, Request } from 'playwright-core';
import { VIDEO_CATALOGUE } from '@retainly/domain';
import * as app from './app-browser';
import * as a11y from '../../support/a11y';
import { waitFor } from '../../support/wait-for';

const [TOUR, PROFILE] = VIDEO_CATALOGUE; // the first two of Foundational Setup
const TITLE = 'Welcome from Acme';
const LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/**
 * The agency's own videos in Advanced Mode, in Chromium against the real api: added by link,
 * checked before sending, placed, moved by keyboard and by pointer, switched off and on, and
 * shown by the client portal in the agency's order; BASIC gets 'Upgrade Today'.
 */
describe("the agency's own videos in Chromium", () => {
  const harness = app.useAppHarness();
  let page: Page;

  const db = () => harness.stack.env.db;
  const versionIdOf = async (userId: string, tier: string) =>
    (
      await db().query(`SELECT id FROM agency_versions WHERE user_id = $1 AND tier = $2`, [
        userId,
        tier,
      ])
    )[0].id as string;
  /** The titles of a category's rows, in the order shown. */
  const titlesIn = (panel: Locator, category: string) =>
    panel
      .locator('section', { has: page.getByRole('heading', { level: 5, name: category }) })
      .locator('li[data-reorder-row] [id$="-title"]')
      .allTextContents();

  async function openVersion(name: string) {
    await page.getByRole('tab', { name: 'Advanced Mode' }).click();
    await page.getByRole('tablist', { name: 'Versions' }).getByRole('tab', { name }).click();
    const panel = page.getByRole('tabpanel', { name, exact: true });
    await panel.getByRole('switch').first().waitFor();
    return panel;
  }

  it('adds a video by link, moves it by keyboard, switches it, and the portal shows it in order', async () => {
    const agency = await app.signedInAgency(harness, {
      completed: true,
      versions: ['basic', 'advanced'],
    });
    page = agency.page;
    await app.openTool(page, harness.baseUrl);
    const panel = await openVersion('Basic');
    await panel.getByText('0 bytes of 5 GB used').waitFor();
    const modulesSent: Request[] = [];
    page.on('request', (r) => r.url().includes('/api/onboarding/') && modulesSent.push(r));

    await panel.getByRole('button', { name: 'Add your own video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add your own video' });

    // Nothing sent while the form has mistakes; each is named beside its field.
    await dialog.getByRole('button', { name: 'Add video' }).click();
    await dialog.getByText('Enter a title.').waitFor();
    await dialog.getByText('Choose a video file to upload.').waitFor();
    expect(await app.isFocused(dialog.getByRole('textbox', { name: 'Title' }))).toBe(true);
    await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Who we are, in two minutes.');
    await dialog.getByRole('radio', { name: /Paste a YouTube, Vimeo or Loom link/ }).check();
    const link = dialog.getByRole('textbox', { name: 'Video link' });
    await link.fill('https://example.com/intro.mp4');
    const length = dialog.getByRole('textbox', { name: 'Video length (optional)' });
    await length.fill('4:75');
    await dialog.getByRole('button', { name: 'Add video' }).click();
    await dialog.getByText(/That is not a YouTube, Vimeo or Loom video link/).waitFor();
    await dialog.getByText('Enter the length as minutes:seconds, like 4:30.').waitFor();
    expect(await link.getAttribute('aria-invalid')).toBe('true');
    expect(modulesSent.filter((r) => r.method() !== 'GET')).toEqual([]);
    expect(
      await a11y.seriousA11yProblems(page, { include: '[role="dialog"]', wcagOnly: true }),
    ).toEqual([]);

    // Closing by mistake loses nothing.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: 'Add your own video' }).click();
    expect(await dialog.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(TITLE);

    await link.fill(LINK);
    await length.fill('4:00');
    await dialog
      .getByRole('combobox', { name: 'Where it goes in the Basic version' })
      .selectOption({ label: `After "${TOUR.title}"` });
    await dialog.getByRole('checkbox', { name: 'Advanced version' }).check();
    // Shown first in the CRM's help panel on the contacts and calendars pages.
    const helpPages = dialog.getByRole('group', { name: /Show in the CRM help on/ });
    await helpPages.getByRole('checkbox', { name: 'Calendars' }).check();
    await helpPages.getByRole('checkbox', { name: 'Contacts' }).check();
    await dialog.getByRole('button', { name: 'Add video' }).click();
    await app.toast(page, `'${TITLE}' added to the Basic and Advanced versions`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const setup = 'Foundational Setup';
    await waitFor('the new row', async () => (await titlesIn(panel, setup)).includes(TITLE));
    expect((await titlesIn(panel, setup)).slice(0, 3)).toEqual([TOUR.title, TITLE, PROFILE.title]);
    const row = panel.locator('li', { has: page.getByText(TITLE, { exact: true }) });
    await row.getByText('Your video').waitFor();
    await row.getByRole('link', { name: /YouTube/ }).waitFor();
    // The length the agency gave, not '0 min'.
    await row.getByText('4 min', { exact: true }).waitFor();
    const [module] = await db().query(
      `SELECT id, video_url, help_routes, length_seconds FROM agency_modules WHERE user_id = $1`,
      [agency.userId],
    );
    expect(module.video_url).toBe(LINK);
    expect(module.length_seconds).toBe(240);
    expect(module.help_routes).toEqual(['calendars', 'contacts']);
    const basic = await versionIdOf(agency.userId, 'basic');
    const advanced = await versionIdOf(agency.userId, 'advanced');
    const versionsShowing = await db().query(
      `SELECT version_id FROM version_custom_modules WHERE module_id = $1 ORDER BY version_id`,
      [module.id],
    );
    expect(versionsShowing.map((r: { version_id: string }) => r.version_id).sort()).toEqual(
      [basic, advanced].sort(),
    );

    // By keyboard: Move up puts it first; focus stays on the button, now at the edge.
    const up = row.getByRole('button', { name: `Move ${TITLE} up` });
    await up.focus();
    const moved = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().endsWith(`/versions/${basic}/modules/${module.id}`),
    );
    await page.keyboard.press('Enter');
    expect((await moved).postDataJSON()).toEqual({ after: null });
    await waitFor('the move', async () => (await titlesIn(panel, setup))[0] === TITLE);
    expect(await app.isFocused(up)).toBe(true);
    expect(await up.getAttribute('aria-disabled')).toBe('true');
    await panel.getByText(`Moved ${TITLE} to position 1 of`).waitFor({ state: 'attached' });

    // Its switch works as the catalogue's do.
    const toggle = row.getByRole('switch', { name: TITLE });
    await toggle.click();
    await app.toast(page, 'Video disabled for basic version').waitFor();
    const visibility = () =>
      db().query(
        `SELECT is_visible FROM version_custom_modules WHERE version_id = $1 AND module_id = $2`,
        [basic, module.id],
      );
    expect(await visibility()).toEqual([{ is_visible: false }]);
    await toggle.click();
    await app.toast(page, 'Video enabled for basic version').waitFor();
    expect(await visibility()).toEqual([{ is_visible: true }]);

    // After a reload the order is the server's.
    await page.reload();
    const reloaded = await openVersion('Basic');
    expect((await titlesIn(reloaded, setup)).slice(0, 3)).toEqual([
      TITLE,
      TOUR.title,
      PROFILE.title,
    ]);
    expect(await app.seriousA11yProblems(page)).toEqual([]);

    // The client portal: first, in the agency's order, without any mark of ours.
    const client = await page.context().newPage();
    await client.goto(`${harness.baseUrl}/${basic}`);
    await client.getByLabel('Email address').fill('client@shop.test');
    await client.getByRole('button', { name: 'Start watching' }).click();
    await client.getByText('Signed in as client@shop.test').waitFor();
    const cards = await client.locator('article h3').allTextContents();
    expect(cards.slice(0, 3)).toEqual([TITLE, TOUR.title, PROFILE.title]);
    expect(await client.getByText('Your video').count()).toBe(0);
    const card = client.locator('article', { has: client.getByRole('button', { name: TITLE }) });
    expect(await card.locator('[data-module-length]').innerText()).toBe('4 min');
  });

  it('reorders by pointer drag and fits a phone', async () => {
    const agency = await app.signedInAgency(harness, {
      completed: true,
      versions: ['basic'],
      viewport: { width: 375, height: 740 },
    });
    page = agency.page;
    const basic = await versionIdOf(agency.userId, 'basic');
    const created = await harness.stack.api.post(
      '/api/onboarding/modules',
      {
        title: TITLE,
        description: '',
        categoryId: TOUR.categoryId,
        videoUrl: LINK,
        versionIds: [basic],
      },
      agency.cookie,
    );
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    await harness.stack.api.put(
      `/api/onboarding/versions/${basic}/modules/${id}`,
      { after: null },
      agency.cookie,
    );
    await app.openTool(page, harness.baseUrl);
    await page.getByRole('button', { name: 'View on mobile' }).click();
    const panel = await openVersion('Basic');
    const setup = 'Foundational Setup';
    await waitFor('the own row', async () => (await titlesIn(panel, setup))[0] === TITLE);
    expect(await app.hasHorizontalOverflow(page)).toBe(false);

    // Dragged by its handle below the next two rows.
    const row = panel.locator('li', { has: page.getByText(TITLE, { exact: true }) });
    const handle = row.locator('[data-reorder-handle]');
    const third = panel.locator('li', { has: page.getByText(PROFILE.title, { exact: true }) });
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await third.boundingBox())!;
    const moved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(id));
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.75, { steps: 12 });
    await page.mouse.up();
    expect((await moved).postDataJSON()).toEqual({
      after: `${PROFILE.categoryId}/${PROFILE.moduleId}`,
    });
    await waitFor('the drop', async () => (await titlesIn(panel, setup))[2] === TITLE);
    expect(await app.hasHorizontalOverflow(page)).toBe(false);
  });

  it('opens Upgrade Today for Add your own video on the BASIC plan, asking the api nothing', async () => {
    const agency = await app.signedInAgency(harness, {
      plan: 'BASIC',
      completed: true,
      versions: ['basic'],
    });
    page = agency.page;
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/api/onboarding/modules') && asked.push(r.url()));
    await app.openTool(page, harness.baseUrl);
    const add = page.getByRole('button', { name: 'Add your own video' });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade Today' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await app.isFocused(add)).toBe(true);
    expect(asked).toEqual([]);
    expect(await page.getByRole('dialog', { name: 'Add your own video' }).count()).toBe(0);
  });
});
