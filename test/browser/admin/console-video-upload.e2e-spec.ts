/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page, Request } from 'playwright-core';
import { VIDEO_CATALOGUE } from '@retainly/domain';
import { ffmpegPath } from '@retainly/media';
import { seriousA11yProblems } from '../../support/a11y';
import { readyCatalogueMedia } from '../../support/media-factories';
import { hasHorizontalOverflow, pageWithSession, toast, useAppHarness } from '../app/app-browser';

const FFMPEG = ffmpegPath({ FFMPEG_PATH: process.env.FFMPEG_PATH });
const run = promisify(execFile);
const CATALOGUE_SIZE = VIDEO_CATALOGUE.length;
/** Minutes of ffmpeg work are not expected: a 1 s clip at 160x120 processes in seconds. */
const PROCESSING_TIMEOUT_MS = 60_000;

const [realModule, sampleModule, linkedModule, uploadModule, refusedModule] = VIDEO_CATALOGUE;
const refOf = (m: { categoryId: string; moduleId: string }) => `${m.categoryId}/${m.moduleId}`;

/**
 * The operator console's video library in Chromium against the real api and worker: a tus
 * upload with pause and resume, processing by the worker's ProcessVideo until the row plays the
 * new video, a non-video refused with the worker's reason, captions, and the 'Needs a real
 * video' filter.
 */
describe('console video upload in Chromium', () => {
  let workDir: string;
  let clip: string;
  let notAVideo: string;
  let tooLarge: string;

  const harness = useAppHarness(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'console-video-'));
    return {
      MEDIA_DIR: join(workDir, 'media'),
      SAMPLE_VIDEOS: 'false',
      MAX_UPLOAD_MB: '1', // so a 2 MB file shows the size limit
    };
  });
  // After the harness's own afterAll: the api and worker are closed before their media go.
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  beforeAll(async () => {
    clip = join(workDir, 'tiny-clip.mp4');
    // 1 s of test pattern and a tone at 160x120: a real H.264/AAC file in a few kilobytes.
    await run(FFMPEG, [
      ...['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100', '-t', '1'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
    ]);
    notAVideo = join(workDir, 'not-a-video.mp4');
    await writeFile(notAVideo, 'Meeting notes, not a video. '.repeat(200));
    tooLarge = join(workDir, 'too-large.mp4');
    await writeFile(tooLarge, randomBytes(2 * 1024 * 1024));
  }, 120_000);

  async function openLibrary(): Promise<Page> {
    const operator = await harness.stack.signedInOperator();
    const page = await pageWithSession(harness, operator.cookie);
    await page.goto(`${harness.baseUrl}/admin/videos`);
    await page.getByRole('heading', { name: 'Video library', level: 1 }).waitFor();
    await page.getByText(`${CATALOGUE_SIZE} modules,`).waitFor();
    return page;
  }

  const row = (page: Page, module: { title: string }) =>
    page.getByRole('listitem', { name: module.title, exact: true });

  /** A ready media item attached to a module, as the worker leaves one (files not needed here). */
  async function attachReadyMedia(module: (typeof VIDEO_CATALOGUE)[number], isSample: boolean) {
    const sha = randomBytes(32).toString('hex');
    await readyCatalogueMedia(harness.stack.env.db, refOf(module), {
      is_sample: isSample,
      source_bytes: 1000,
      duration_seconds: 1,
      renditions: [{ height: 720, width: 1280, key: `renditions/${sha}.mp4`, bytes: 1000 }],
    });
  }

  /** The number in the filter's label, 'Needs a real video (N)'. */
  const neededCount = async (page: Page) => {
    const label = await page
      .locator('label', { hasText: /^Needs a real video \(\d+\)$/ })
      .textContent();
    return Number(/\((\d+)\)/.exec(label ?? '')?.[1]);
  };

  it('filters the modules that need a real video and counts those with only a sample', async () => {
    await attachReadyMedia(realModule, false);
    await attachReadyMedia(sampleModule, true);
    await harness.stack.env.db.query(
      `UPDATE video_catalogue SET video_url = 'https://videos.example.com/linked.mp4'
        WHERE category_id = $1 AND module_id = $2`,
      [linkedModule.categoryId, linkedModule.moduleId],
    );
    const page = await openLibrary();
    const needing = CATALOGUE_SIZE - 2; // the real one and the linked one are done
    await page
      .getByText(`1 module still has only a sample video; ${needing - 1} have no video.`)
      .waitFor();
    expect(await row(page, sampleModule).getByText('Sample', { exact: true }).count()).toBe(1);
    expect(await row(page, realModule).getByText('Sample', { exact: true }).count()).toBe(0);
    // Every site video slot, /go's and /switch's included, each with its upload.
    const siteVideos = page.getByRole('region', { name: 'Site videos' });
    await siteVideos.waitFor();
    const slots = [
      'Landing page intro',
      'Platform Walkthrough',
      'Free e-mail marketing tutorial',
      'Switch explainer',
      'HighLevel account transfer tutorial',
    ];
    expect(
      await siteVideos
        .locator('ul > li')
        .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))),
    ).toEqual(slots);
    for (const slot of slots) {
      await siteVideos.getByRole('button', { name: `Upload video for ${slot}` }).waitFor();
    }
    await siteVideos.getByText('Plays on /go, before the snapshot install.').waitFor();

    const filter = page.getByRole('checkbox', { name: `Needs a real video (${needing})` });
    const visibleRows = page.getByRole('main').locator('ol > li:visible');
    expect(await visibleRows.count()).toBe(CATALOGUE_SIZE);
    await filter.focus();
    await page.keyboard.press('Space'); // by keyboard
    expect(await filter.isChecked()).toBe(true);
    expect(await visibleRows.count()).toBe(needing);
    expect(await row(page, realModule).isVisible()).toBe(false);
    expect(await row(page, linkedModule).isVisible()).toBe(false);
    expect(await row(page, sampleModule).isVisible()).toBe(true);
    expect(await row(page, uploadModule).isVisible()).toBe(true);
    expect(await seriousA11yProblems(page, { wcagOnly: true })).toEqual([]);

    await filter.uncheck();
    expect(await visibleRows.count()).toBe(CATALOGUE_SIZE);
  });

  it('uploads a video with pause and resume; the worker makes it ready and the row plays it', async () => {
    const page = await openLibrary();
    const before = await neededCount(page);
    const item = row(page, uploadModule);

    // The first PATCH is held back so the upload can be seen in flight and paused.
    const requests: Request[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/api/uploads') && requests.push(request),
    );
    let releasePatch!: () => void;
    const patchHeld = new Promise<void>((resolve) => (releasePatch = resolve));
    let patchArrived!: () => void;
    const firstPatch = new Promise<void>((resolve) => (patchArrived = resolve));
    let held = false;
    await page.route('**/api/uploads/*', async (route) => {
      if (route.request().method() !== 'PATCH' || held) return route.continue();
      held = true;
      patchArrived();
      await patchHeld;
      await route.abort().catch(() => undefined); // the browser gave up on it when paused
    });

    const chooser = page.waitForEvent('filechooser');
    await item.getByRole('button', { name: `Upload video for ${uploadModule.title}` }).click();
    await (await chooser).setFiles(clip);
    const progress = item.getByRole('progressbar', { name: 'Upload of tiny-clip.mp4' });
    await progress.waitFor();
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
    const size = (await stat(clip)).size;
    expect(await progress.getAttribute('aria-valuetext')).toMatch(/^\d+%, .+ of .+$/);
    await item.getByText(/^\d+% · .+ of /).waitFor();
    // Pausing before the POST is answered would make Resume start a second upload: on a busy
    // machine the progress text can show before the server has created the upload.
    await firstPatch;

    await item.getByRole('button', { name: 'Pause upload of tiny-clip.mp4' }).click();
    await item.getByRole('status').getByText('Upload paused.').waitFor();
    releasePatch();
    const headsBefore = requests.filter((r) => r.method() === 'HEAD').length;
    await item.getByRole('button', { name: 'Resume upload of tiny-clip.mp4' }).click();
    await item.getByText('Uploaded tiny-clip.mp4.').waitFor();
    // Resuming asked the server where the upload stood (tus HEAD) instead of starting over.
    expect(requests.filter((r) => r.method() === 'HEAD').length).toBeGreaterThan(headsBefore);
    expect(requests.filter((r) => r.method() === 'POST')).toHaveLength(1);

    await item
      .getByText('tiny-clip.mp4 is ready: portals play it now.')
      .waitFor({ timeout: PROCESSING_TIMEOUT_MS });
    const [media] = await harness.stack.env.db.query(
      `SELECT m.id, m.status, m.source_bytes, c.media_id FROM media_items m
         JOIN video_catalogue c ON c.category_id = $1 AND c.module_id = $2
        WHERE m.target_ref = $3 ORDER BY m.created_at DESC LIMIT 1`,
      [uploadModule.categoryId, uploadModule.moduleId, refOf(uploadModule)],
    );
    expect(media).toMatchObject({
      status: 'ready',
      source_bytes: String(size),
      media_id: media.id,
    });

    // The preview plays the rendition the worker wrote: its metadata loads from the api.
    const preview = item.getByLabel(`Preview of ${uploadModule.title}`);
    await preview.waitFor();
    expect(await preview.getAttribute('poster')).toBeTruthy();
    await preview.evaluate(
      (video: HTMLVideoElement) =>
        new Promise<void>((resolve, reject) => {
          if (video.readyState >= 1) return resolve();
          video.addEventListener('loadedmetadata', () => resolve(), { once: true });
          video.addEventListener('error', () => reject(new Error('preview failed')), {
            once: true,
          });
          video.load();
        }),
    );
    expect(await preview.evaluate((video: HTMLVideoElement) => video.duration)).toBeCloseTo(1, 0);
    expect(await item.getByText('Sample', { exact: true }).count()).toBe(0);
    await item.getByRole('button', { name: `Replace video for ${uploadModule.title}` }).waitFor();
    await item
      .getByText('Portals keep playing the current video until the new one is ready.')
      .waitFor();
    await page.getByRole('checkbox', { name: `Needs a real video (${before - 1})` }).waitFor();

    // Captions: a malformed file is refused with its line; a valid one is kept.
    const captions = async (name: string, text: string) => {
      const file = join(workDir, name);
      await writeFile(file, text);
      const chosen = page.waitForEvent('filechooser');
      await item
        .getByRole('button', { name: new RegExp(`^(Add|Replace) \\w+ captions for `) })
        .click();
      await (await chosen).setFiles(file);
    };
    await captions('broken.vtt', 'WEBVTT\n\n00:00.000 --> later\nHello\n');
    await item
      .getByRole('alert')
      .getByText(/^Line \d+: /)
      .waitFor();
    await captions('good.vtt', 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n');
    await toast(page, `English captions saved for '${uploadModule.title}'`).waitFor();
    const languages = item.getByRole('list', { name: `Captions of ${uploadModule.title}` });
    await languages.getByText('English').waitFor();
    expect(await item.locator('video track[kind="captions"]').count()).toBe(1);
    // A second language: both tracks play, each listed with its Remove button. (The first
    // toast goes first: sonner dims a toast stacked behind another, below contrast.)
    await toast(page, `English captions saved for '${uploadModule.title}'`).waitFor({
      state: 'hidden',
    });
    await item
      .getByRole('combobox', { name: `Captions language for ${uploadModule.title}` })
      .selectOption('es');
    await captions('spanish.vtt', 'WEBVTT\n\n00:00.000 --> 00:01.000\nHola\n');
    await toast(page, `Spanish captions saved for '${uploadModule.title}'`).waitFor();
    await languages.getByText('Spanish').waitFor();
    await item.locator('video track[srclang="es"]').waitFor({ state: 'attached' });
    expect(await item.locator('video track[kind="captions"]').count()).toBe(2);
    // The toast is gone before the contrast check: one fading out is below contrast.
    await toast(page, `Spanish captions saved for '${uploadModule.title}'`).waitFor({
      state: 'hidden',
    });

    expect(await seriousA11yProblems(page, { wcagOnly: true })).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });

  it('shows why a file was refused: over MAX_UPLOAD_MB, or a text file named .mp4 (dropped)', async () => {
    const page = await openLibrary();
    const item = row(page, refusedModule);

    // The limit is the server's: its Tus-Max-Size before sending, else its 413.
    const chooser = page.waitForEvent('filechooser');
    await item.getByRole('button', { name: `Upload video for ${refusedModule.title}` }).click();
    await (await chooser).setFiles(tooLarge);
    await item
      .getByRole('alert')
      .getByText(
        /^(This file is too large: an upload may be at most 1 MB|The file is larger than the 1 MB upload limit)\.$/,
      )
      .waitFor();
    const stored = await harness.stack.env.db.query(
      `SELECT id FROM media_items WHERE source_name = 'too-large.mp4'`,
    );
    expect(stored).toEqual([]);

    // Cancel deletes the partial upload on the server (tus termination).
    let releasePatch!: () => void;
    const patchHeld = new Promise<void>((resolve) => (releasePatch = resolve));
    let patching!: () => void;
    const patchStarted = new Promise<void>((resolve) => (patching = resolve));
    await page.route('**/api/uploads/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      patching();
      await patchHeld;
      await route.abort().catch(() => undefined);
    });
    const chosen = page.waitForEvent('filechooser');
    await item.getByRole('button', { name: `Upload video for ${refusedModule.title}` }).click();
    await (await chosen).setFiles(clip);
    await item.getByRole('progressbar', { name: 'Upload of tiny-clip.mp4' }).waitFor();
    await patchStarted; // the upload exists on the server now: there is something to DELETE
    const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE');
    await item.getByRole('button', { name: 'Cancel upload of tiny-clip.mp4' }).click();
    expect((await deleted).status()).toBe(204);
    await item.getByText('Upload cancelled.').waitFor();
    releasePatch();
    await page.unroute('**/api/uploads/*');

    const zone = item.getByTestId('video-drop-zone');
    const text = await readFile(notAVideo, 'utf8');
    const dataTransfer = await page.evaluateHandle((content) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], 'not-a-video.mp4', { type: 'video/mp4' }));
      return transfer;
    }, text);
    for (const type of ['dragenter', 'dragover', 'drop']) {
      await zone.dispatchEvent(type, { dataTransfer });
    }
    await item.getByText('Uploaded not-a-video.mp4.').waitFor();
    const refused = item.getByText(/^not-a-video\.mp4 could not be used: /);
    await refused.waitFor({ timeout: PROCESSING_TIMEOUT_MS });

    // The reason on screen is the worker's own, and nothing was attached to the module.
    const [media] = await harness.stack.env.db.query(
      `SELECT m.status, m.failure, c.media_id FROM media_items m
         JOIN video_catalogue c ON c.category_id = $1 AND c.module_id = $2
        WHERE m.target_ref = $3 AND m.source_name = 'not-a-video.mp4'`,
      [refusedModule.categoryId, refusedModule.moduleId, refOf(refusedModule)],
    );
    expect(media).toMatchObject({ status: 'failed', media_id: null });
    expect(media.failure).toBeTruthy();
    expect(await refused.textContent()).toContain(media.failure);
    expect(await item.getByLabel(`Preview of ${refusedModule.title}`).count()).toBe(0);

    // Reloaded, the library still says so (pendingMedia), without any upload in this tab.
    await page.reload();
    await row(page, refusedModule)
      .getByText(/^not-a-video\.mp4 could not be used: /)
      .waitFor();
  });
});
