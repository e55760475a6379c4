/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { makeClip } from '../../media/clips';
import { waitFor } from '../../support/wait-for';
import { openTool, seriousA11yProblems, signedInAgency, toast, useAppHarness } from './app-browser';

/** A 1 s clip at 160x240 processes in seconds; minutes are not expected. */
const PROCESSING_TIMEOUT_MS = 60_000;
const TITLE = 'Our kickoff call';

/**
 * An agency uploads its own video in Advanced Mode, against the real api and worker: checked
 * against its storage before sending, processed until ready, captioned, shown first by the
 * portal under the agency's own category, deleted (storage freed); the server's own quota
 * refusal is shown in the row.
 */
describe("the agency's own video upload in Chromium", () => {
  let workDir: string;
  let clip: string;
  let large: string;
  let page: Page;

  const harness = useAppHarness(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'own-video-'));
    return {
      MEDIA_DIR: join(workDir, 'media'),
      SAMPLE_VIDEOS: 'false',
      AGENCY_MEDIA_QUOTA_GB: '0.001', // about 1 MB: a 2 MB file does not fit
    };
  });
  beforeAll(async () => {
    clip = await makeClip(join(workDir, 'tiny-clip.mp4'), { seconds: 1, width: 160, height: 120 });
    large = join(workDir, 'large.mp4');
    await writeFile(large, randomBytes(2 * 1024 * 1024));
  }, 120_000);
  // After the harness's own afterAll has stopped the api and worker.
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  async function chooseFile(scope: Locator, button: string, file: string) {
    const chooser = page.waitForEvent('filechooser');
    await scope.getByRole('button', { name: button }).click();
    await (await chooser).setFiles(file);
  }

  async function openBasicVersion() {
    await page.getByRole('tab', { name: 'Advanced Mode' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Basic', exact: true });
    await panel.getByRole('switch').first().waitFor();
    return panel;
  }

  it('uploads a clip that the worker makes ready, adds captions, and deletes it freeing storage', async () => {
    const agency = await signedInAgency(harness, { completed: true, versions: ['basic'] });
    page = agency.page;
    await openTool(page, harness.baseUrl);
    const panel = await openBasicVersion();
    const meter = panel.getByRole('meter', { name: 'Video storage' });
    expect(await meter.getAttribute('aria-valuetext')).toBe('0 bytes of 1 MB used');

    await panel.getByRole('button', { name: 'Add your own video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add your own video' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await dialog
      .getByRole('combobox', { name: 'Category' })
      .selectOption({ label: 'New category…' });
    await dialog.getByRole('textbox', { name: 'New category name' }).fill('Welcome');
    await dialog
      .getByRole('combobox', { name: 'Where it goes in the Basic version' })
      .selectOption({ label: 'At the very start' });

    // A file larger than the storage left is refused before anything is created.
    await chooseFile(dialog, 'Choose a video file', large);
    await dialog.getByText('large.mp4').waitFor();
    await dialog.getByRole('button', { name: 'Add video' }).click();
    await dialog.getByText('This file is larger than the storage you have left.').waitFor();
    expect(
      await harness.stack.env.db.query(`SELECT id FROM agency_modules WHERE user_id = $1`, [
        agency.userId,
      ]),
    ).toEqual([]);

    await chooseFile(dialog, 'Choose another file', clip);
    await dialog.getByRole('button', { name: 'Add video' }).click();
    await toast(page, `'${TITLE}' added to the Basic version`).waitFor();

    // Its own category comes first; the row follows the upload, then the processing.
    await panel.getByRole('heading', { level: 5 }).first().getByText('Welcome').waitFor();
    const row = panel.locator('li', { has: page.getByText(TITLE, { exact: true }) });
    await row
      .getByText('tiny-clip.mp4 is ready: clients can watch it.')
      .waitFor({ timeout: PROCESSING_TIMEOUT_MS });
    await waitFor('the storage used', async () =>
      /^\d+(\.\d)? KB of 1 MB used$/.test((await meter.getAttribute('aria-valuetext')) ?? ''),
    );
    // What holds it, in words (issue #32).
    await panel.getByText(/^Used \d+(\.\d)? KB of 1 MB: \d+(\.\d)? KB in 1 video$/).waitFor();
    const [module] = await harness.stack.env.db.query(
      `SELECT m.id, i.status FROM agency_modules m JOIN media_items i ON i.id = m.media_id
        WHERE m.user_id = $1`,
      [agency.userId],
    );
    expect(module.status).toBe('ready');
    expect(await seriousA11yProblems(page)).toEqual([]);

    // Captions: a malformed file is refused with its line, a valid one is kept.
    await row.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${TITLE}` });
    const captions = async (name: string, text: string) => {
      await writeFile(join(workDir, name), text);
      await chooseFile(edit, `Upload captions for ${TITLE}`, join(workDir, name));
    };
    await captions('broken.vtt', 'WEBVTT\n\n00:00.000 --> later\nHello\n');
    await edit
      .getByRole('alert')
      .getByText(/^Line \d+: /)
      .waitFor();
    await captions('good.vtt', 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n');
    await toast(page, `Captions saved for '${TITLE}'`).waitFor();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // The portal shows it first, under the agency's category.
    const client = await page.context().newPage();
    await client.goto(`${harness.baseUrl}/${await versionOf(agency.userId)}`);
    await client.getByLabel('Email address').fill('client@shop.test');
    await client.getByRole('button', { name: 'Start watching' }).click();
    await client.getByText('Signed in as client@shop.test').waitFor();
    expect((await client.locator('article h3').allTextContents())[0]).toBe(TITLE);
    await client.getByRole('heading', { name: 'Welcome' }).first().waitFor();
    await client.close();

    // Deleting asks first, says the history stays, and frees the storage.
    await row.getByRole('button', { name: `Delete ${TITLE} everywhere` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${TITLE} everywhere?` });
    await confirm.getByText("Your clients' viewing and completion history is kept.").waitFor();
    await confirm.getByText(/freeing .+ of storage/).waitFor();
    await confirm.getByRole('button', { name: 'Delete video' }).click();
    await toast(page, `'${TITLE}' deleted`).waitFor();
    await waitFor(
      'the storage freed',
      async () => (await meter.getAttribute('aria-valuetext')) === '0 bytes of 1 MB used',
    );
    expect(await panel.getByText(TITLE, { exact: true }).count()).toBe(0);
  });

  const versionOf = async (userId: string) =>
    (
      await harness.stack.env.db.query(
        `SELECT id FROM agency_versions WHERE user_id = $1 AND tier = 'basic'`,
        [userId],
      )
    )[0].id as string;

  it("shows the server's refusal when an upload would pass the storage allowance", async () => {
    const agency = await signedInAgency(harness, { completed: true, versions: ['basic'] });
    page = agency.page;
    // This page believes there is room (another tab used it up, say): the server decides.
    await page.route('**/api/onboarding/modules', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const library = await response.json();
      await route.fulfill({
        response,
        json: {
          ...library,
          quota: {
            usedBytes: 0,
            allowanceBytes: 100 * 1024 ** 3,
            videos: { count: 0, bytes: 0 },
            unfinishedUploads: [],
          },
        },
      });
    });
    await openTool(page, harness.baseUrl);
    const panel = await openBasicVersion();
    await panel.getByRole('button', { name: 'Add your own video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add your own video' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await chooseFile(dialog, 'Choose a video file', large);
    await dialog.getByRole('button', { name: 'Add video' }).click();
    await toast(page, `'${TITLE}' added to the Basic version`).waitFor();

    const row = panel.locator('li', { has: page.getByText(TITLE, { exact: true }) });
    await row
      .getByRole('alert')
      .getByText(/allowance/)
      .waitFor();
    // Nothing is lost: the module stays, ready for another file; an upload can be cancelled.
    await page.unroute('**/api/onboarding/modules');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let patching!: () => void;
    const patchStarted = new Promise<void>((resolve) => (patching = resolve));
    await page.route('**/api/uploads/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      patching();
      await held;
      await route.abort().catch(() => undefined);
    });
    await chooseFile(row, `Choose another file for ${TITLE}`, clip);
    await row.getByRole('progressbar', { name: 'Upload of tiny-clip.mp4' }).waitFor();
    // Once bytes are on their way the upload exists on the server, so a cancel terminates it
    // (a cancel while the upload is still being created has nothing to DELETE yet).
    await patchStarted;
    const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE');
    await row.getByRole('button', { name: 'Cancel upload of tiny-clip.mp4' }).click();
    expect((await deleted).status()).toBe(204);
    await toast(page, 'Upload of tiny-clip.mp4 cancelled').waitFor();
    release();
    await row.getByRole('button', { name: `Upload video for ${TITLE}` }).waitFor();
  });
});
