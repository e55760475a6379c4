/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { VIDEO_CATALOGUE } from '@retainly/domain';
import { useApiBrowser } from '../../support/browser-stack';
import { CAPTION_TEXT, hostedMedia, pictureSpread, type HostedMedia } from './hosted-media';
import { namedPortalSignedIn, seriousA11yProblems } from './portal-support';
import { playOnCatalogueModule } from '../../support/media-factories';

const HOSTED = { categoryId: 'foundational-setup', moduleId: 'account-tour' };
const YOUTUBE = { categoryId: 'foundational-setup', moduleId: 'business-profile' };
const titleOf = (video: { categoryId: string; moduleId: string }) =>
  VIDEO_CATALOGUE.find((v) => v.categoryId === video.categoryId && v.moduleId === video.moduleId)!
    .title;
const YOUTUBE_ID = 'dQw4w9WgXcQ';

describe('playback of hosted videos in Chromium (portal modules, landing intro)', () => {
  let mediaDir: string;
  let page: Page;
  let keys: HostedMedia['keys'];

  const portal = useApiBrowser(async (env) => {
    mediaDir = await mkdtemp(join(tmpdir(), 'retainly-playback-'));
    // 6 s: long enough that the keyboard steps below happen before the end on a busy machine.
    const media = await hostedMedia(env, mediaDir, join(mediaDir, 'store'), 6);
    keys = media.keys;
    const hostedRef = `${HOSTED.categoryId}/${HOSTED.moduleId}`;
    await playOnCatalogueModule(
      env.db,
      hostedRef,
      await media.readyMedia('catalogue_module', hostedRef),
    );
    await env.db.query(`INSERT INTO site_media (slot, media_id) VALUES ('landing_intro', $1)`, [
      await media.readyMedia('landing_intro', ''),
    ]);
    await env.db.query(
      `UPDATE video_catalogue SET video_url = $1 WHERE category_id = $2 AND module_id = $3`,
      [`https://youtu.be/${YOUTUBE_ID}`, YOUTUBE.categoryId, YOUTUBE.moduleId],
    );
    return { MEDIA_DIR: join(mediaDir, 'store') };
  });
  // After useApiBrowser's own afterAll has stopped the api.
  afterAll(async () => {
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  /** Content-Security-Policy violations the page reported (the api sends the real policy). */
  let violations: string[];

  beforeEach(async () => {
    page = await (
      await portal.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    violations = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportViolation(text: string): void })
          .reportViolation;
        report(`${event.effectiveDirective} ${event.blockedURI}`);
      });
    });
    // The YouTube frame is never fetched from the internet: a blank page answers for it.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>YouTube</title>' }),
    );
  });

  afterEach(() => page.context().close());

  const player = () => page.getByRole('dialog');
  const video = () => player().locator('video');
  const mediaPath = (key: string) => `/media/${key}`;
  /** The api hands out signed, expiring /media URLs: the key's path with its signature. */
  const signed = (key: string) =>
    new RegExp(`^/media/${key.replace(/[.]/g, '\\.')}\\?expires=\\d+&sig=[\\w-]{43}$`);
  const signedSrc = (key: string) => `[src^="${mediaPath(key)}?expires="]`;

  const openPortal = () =>
    namedPortalSignedIn(portal.env, page, portal.baseUrl, {
      agencyName: 'Frame Rate Co',
      clientName: 'Ada Viewer',
    });

  it('shows the poster at once, plays 720p with advancing frames, captions and keyboard', async () => {
    // The player's code is held back (the page fetches it when idle) until released below.
    let releasePlayer!: () => void;
    const playerHeld = new Promise<void>((resolve) => (releasePlayer = resolve));
    await page.route('**/assets/media-player-*.js', async (route) => {
      await playerHeld;
      await route.continue();
    });
    await openPortal();

    // The card shows the poster, loaded, at its declared size; a module with neither media
    // nor a URL still says 'Coming soon', one with a URL does not.
    const card = page
      .locator('article')
      .filter({ has: page.getByRole('button', { name: titleOf(HOSTED) }) });
    const cardPoster = card.locator('img');
    expect(await cardPoster.getAttribute('src')).toMatch(signed(keys.poster));
    expect(await cardPoster.getAttribute('width')).toBe('320');
    await page.waitForFunction(
      (path) =>
        Array.from(document.images).some(
          (i) => new URL(i.src).pathname === path && i.naturalWidth === 320,
        ),
      mediaPath(keys.poster),
    );
    expect(await card.getByText('Coming soon').count()).toBe(0);
    const youtubeCard = page
      .locator('article')
      .filter({ has: page.getByRole('button', { name: titleOf(YOUTUBE) }) });
    expect(await youtubeCard.getByText('Coming soon').count()).toBe(0);
    expect(await page.getByText('Coming soon').count()).toBe(VIDEO_CATALOGUE.length - 2);

    // The dialog's first paint already shows the poster, before the player's code arrives.
    await page.getByRole('button', { name: titleOf(HOSTED) }).click();
    await player()
      .getByRole('heading', { name: titleOf(HOSTED) })
      .waitFor();
    const posterStandIn = player().locator(`img${signedSrc(keys.poster)}`);
    await posterStandIn.waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('[role="dialog"] img')).some(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    expect(await video().count()).toBe(0);
    releasePlayer();

    // The player: the 720p rendition, poster, playsinline, metadata only, captions off.
    await video().waitFor();
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    expect(await video().getAttribute('src')).toMatch(signed(keys.rendition));
    expect(await video().getAttribute('poster')).toMatch(signed(keys.poster));
    expect(await video().getAttribute('preload')).toBe('metadata');
    expect(await video().getAttribute('playsinline')).not.toBeNull();
    const track = video().locator('track');
    expect(await track.getAttribute('kind')).toBe('captions');
    expect(await track.getAttribute('src')).toMatch(signed(keys.captions));
    expect(await track.getAttribute('default')).toBeNull();
    expect(await video().evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(6);
    expect(await video().evaluate((v: HTMLVideoElement) => [v.paused, v.currentTime])).toEqual([
      true,
      0,
    ]);
    expect(await pictureSpread(page, page.locator('media-controller'))).toBeGreaterThan(20); // the poster, not a black box

    // The controls, named for screen readers.
    for (const name of ['play', 'mute', 'enter fullscreen mode']) {
      await player().getByRole('button', { name, exact: true }).waitFor();
    }
    const captionsSwitch = player().getByRole('switch', { name: 'closed captions' });
    expect(await captionsSwitch.getAttribute('aria-checked')).toBe('false');
    await player().getByRole('slider', { name: 'seek' }).waitFor();
    expect(await seriousA11yProblems(page, '[role="dialog"]')).toEqual([]);

    // Play: frames are presented with advancing media time, and the picture changes. Timed in
    // the page, from the press to the first frame presented (the 1 s on loopback).
    interface Watch {
      frameTimes: number[];
      pressedAt?: number;
      firstFrameAt?: number;
    }
    await page.evaluate(() => {
      const element = document.querySelector('video')!;
      const state = window as unknown as Watch;
      state.frameTimes = [];
      document.addEventListener('click', () => (state.pressedAt ??= performance.now()), true);
      // Frames presented before the press (the first one, loaded while paused) do not count.
      // performance.now(), not the callback's frame time: that may precede the click's handling.
      const onFrame = (_now: number, meta: VideoFrameCallbackMetadata) => {
        if (state.pressedAt !== undefined) {
          state.firstFrameAt ??= performance.now();
          state.frameTimes.push(meta.mediaTime);
        }
        element.requestVideoFrameCallback(onFrame);
      };
      element.requestVideoFrameCallback(onFrame);
    });
    await player().getByRole('button', { name: 'play', exact: true }).click();
    await page.waitForFunction(() => (window as unknown as Watch).frameTimes.length >= 1);
    const firstFrameMs = await page.evaluate(() => {
      const { pressedAt, firstFrameAt } = window as unknown as Watch;
      return firstFrameAt! - pressedAt!;
    });
    // Two pictures drawn from the playing video, compared in the page (kept there: 230 kB each).
    const snapshot = () =>
      video().evaluate((v: HTMLVideoElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = v.videoWidth;
        canvas.height = v.videoHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(v, 0, 0);
        const pictures = ((window as unknown as { pictures?: Uint8ClampedArray[] }).pictures ??=
          []);
        pictures.push(context.getImageData(0, 0, canvas.width, canvas.height).data);
        return canvas.width * canvas.height;
      });
    expect(await snapshot()).toBe(320 * 180);
    await page.waitForFunction(() => (window as unknown as Watch).frameTimes.length >= 10);
    await snapshot();
    const changedBytes = await page.evaluate(() => {
      const [before, after] = (window as unknown as { pictures: Uint8ClampedArray[] }).pictures;
      return before.filter((value, i) => value !== after[i]).length;
    });
    expect(changedBytes).toBeGreaterThan(1000);
    const frameTimes = await page.evaluate(() => (window as unknown as Watch).frameTimes);
    expect(frameTimes.at(-1)!).toBeGreaterThan(frameTimes[0]);
    expect(await video().evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    expect(firstFrameMs).toBeGreaterThan(0);
    expect(firstFrameMs).toBeLessThan(1000);

    // The keyboard, focus on the player: space pauses and plays, c shows captions, m mutes.
    await video().focus();
    await page.keyboard.press(' ');
    await page.waitForFunction(() => document.querySelector('video')?.paused === true);
    // media-chrome's space key toggles by its controller's state, which follows the video's
    // events a moment later: on a busy machine a second press can land before it caught up.
    await page.waitForFunction(
      () => document.querySelector('media-controller')?.hasAttribute('mediapaused') === true,
    );
    await page.keyboard.press(' ');
    await page.waitForFunction(() => document.querySelector('video')?.paused === false);
    await page.keyboard.press('c');
    await page.waitForFunction(
      () => document.querySelector('video')?.textTracks[0]?.mode === 'showing',
    );
    await player().getByRole('switch', { name: 'closed captions', checked: true }).waitFor();
    await page.waitForFunction(
      () => document.querySelector('video')?.textTracks[0]?.cues?.[0] !== undefined,
    );
    expect(
      await video().evaluate((v: HTMLVideoElement) => (v.textTracks[0].cues![0] as VTTCue).text),
    ).toBe(CAPTION_TEXT);
    await page.keyboard.press('m');
    await page.waitForFunction(() => document.querySelector('video')?.muted === true);
    // Speed: 0.75x to 2x, one press at a time (1x, then 1.25x).
    await player()
      .getByRole('button', { name: /^Playback rate/ })
      .click();
    await page.waitForFunction(() => document.querySelector('video')?.playbackRate === 1.25);

    // Watched to the end: the server counted the heartbeats' ranges and completed it.
    await player().getByRole('status').filter({ hasText: 'Completed' }).waitFor();
    expect(violations).toEqual([]);
  });

  it('says when the file cannot be loaded, and plays it after Try again', async () => {
    await openPortal();
    let broken = true;
    await page.route(
      (url) => url.pathname === mediaPath(keys.rendition),
      (route) => (broken ? route.fulfill({ status: 404, body: 'Not found' }) : route.fallback()),
    );
    await page.getByRole('button', { name: titleOf(HOSTED) }).click();
    const alert = player().getByRole('alert');
    await alert.getByText('This video could not be loaded.').waitFor();
    expect(await video().count()).toBe(0);

    broken = false;
    await player().getByRole('button', { name: 'Try again' }).click();
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    expect(await alert.count()).toBe(0);
    expect(await video().evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press(' ');
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.2);
    expect(violations).toEqual([]);
  });

  it('plays the hosted landing intro (GET /api/site-media) from a cover, at 720p', async () => {
    await page.goto(portal.baseUrl);
    const main = page.getByRole('main');
    const cover = main.getByRole('button', { name: 'Play Retainly intro video' });
    await cover.waitFor();
    // The cover wears the video's poster; nothing of the player or the file is loaded yet.
    expect(await main.locator(`img${signedSrc(keys.poster)}`).count()).toBe(1);
    expect(await main.locator('video').count()).toBe(0);

    await cover.click();
    await main.locator('video').waitFor();
    expect(await main.locator('video').getAttribute('src')).toMatch(signed(keys.rendition));
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.2);
    expect(await main.locator('video').evaluate((el) => el === document.activeElement)).toBe(true);
    await main.getByRole('switch', { name: 'closed captions' }).waitFor();
    expect(violations).toEqual([]);
  });

  it('plays a YouTube URL in its privacy-friendly embed', async () => {
    await openPortal();
    await page.getByRole('button', { name: titleOf(YOUTUBE) }).click();
    const frame = player().locator('iframe');
    await frame.waitFor();
    // With the IFrame API on, for its playback reports (issue #32), from this page's origin.
    const src = new URL((await frame.getAttribute('src'))!);
    expect(`${src.origin}${src.pathname}`).toBe(
      `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}`,
    );
    expect(Object.fromEntries(src.searchParams)).toEqual({
      rel: '0',
      enablejsapi: '1',
      origin: new URL(page.url()).origin,
    });
    expect(await frame.getAttribute('title')).toBe(`${titleOf(YOUTUBE)} (YouTube video)`);
    expect(await video().count()).toBe(0);
    expect(violations).toEqual([]);
  });
});
