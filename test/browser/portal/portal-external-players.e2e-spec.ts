/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Page } from 'playwright-core';
import type { HeartbeatRequest, OnboardingState, VideoRef } from '@retainly/domain';
import { useBrowserStack } from '../../support/browser-stack';
import { waitFor } from '../../support/wait-for';
import { ORDER_FORMS, PROFILE, titleOf, TOUR } from './portal-browser';
import {
  SILENT_YOUTUBE_ID,
  STAND_IN_DURATION,
  STAND_IN_PLAY_SECONDS,
  startStandInPlayers,
} from './stand-in-players';

const YOUTUBE_ID = 'dQw4w9WgXcQ';
const VIMEO_ID = '76979871';

/**
 * Issue #32 item 5: YouTube and Vimeo players report playback over postMessage; their time goes
 * through the verified heartbeats, and their stills show on the cards. The players are a local
 * stand-in that speaks each provider's protocol.
 */
describe('YouTube and Vimeo playback through verified heartbeats (Chromium)', () => {
  // Filled in before the stack starts (it reads the overrides in its own beforeAll, after this).
  const overrides: Record<string, string> = { LOG_LEVEL: 'silent' };
  let standIn: Awaited<ReturnType<typeof startStandInPlayers>>;
  beforeAll(async () => {
    standIn = await startStandInPlayers();
    Object.assign(overrides, {
      YOUTUBE_EMBED_ORIGIN: standIn.origin,
      VIMEO_EMBED_ORIGIN: standIn.origin,
      YOUTUBE_THUMBNAIL_ORIGIN: standIn.origin,
      VIMEO_OEMBED_URL: `${standIn.origin}/api/oembed.json`,
    });
  });
  afterAll(() => standIn?.close());
  const handles = useBrowserStack(overrides);
  let page: Page;
  let versionId: string;

  beforeAll(async () => {
    const { env } = handles.stack;
    for (const [ref, url] of [
      [PROFILE, `https://youtu.be/${YOUTUBE_ID}`],
      [ORDER_FORMS, `https://vimeo.com/${VIMEO_ID}`],
      [TOUR, `https://www.youtube.com/watch?v=${SILENT_YOUTUBE_ID}`],
    ] as const) {
      await env.db.query(
        `UPDATE video_catalogue SET video_url = $1 WHERE category_id = $2 AND module_id = $3`,
        [url, ref.categoryId, ref.moduleId],
      );
    }
    const owner = await handles.stack.signedInAgency('BASIC', 'YES', { login_with: 'NAME' });
    const created = await handles.stack.api.post(
      '/api/onboarding/versions',
      { tier: 'basic' },
      owner.cookie,
    );
    versionId = (created.body as unknown as OnboardingState).versions[0].id;
  });

  beforeEach(() => {
    page = handles.page;
  });

  async function signIn(name: string) {
    await page.goto(`${handles.baseUrl}/${versionId}`);
    await page.getByLabel('Your name').fill(name);
    await page.getByRole('button', { name: 'Start watching' }).click();
    await page.getByText(`Signed in as ${name}`).waitFor();
  }

  const beatsOf = (on: Page) => {
    const beats: HeartbeatRequest[] = [];
    on.on('request', (request) => {
      if (request.url().endsWith(`/api/portal/${versionId}/heartbeats`))
        beats.push(request.postDataJSON() as HeartbeatRequest);
    });
    return beats;
  };

  const progressOf = async (name: string, ref: VideoRef) => {
    const [row]: { watched_seconds: number; duration_seconds: number }[] =
      await handles.stack.env.db.query(
        `SELECT mp.watched_seconds, mp.duration_seconds FROM module_progress mp
           JOIN portal_clients p ON p.id = mp.client_id
          WHERE p.version_id = $1 AND p.identity = $2 AND mp.category_id = $3 AND mp.module_id = $4`,
        [versionId, name.toLowerCase(), ref.categoryId, ref.moduleId],
      );
    return row;
  };

  const card = (ref: VideoRef) =>
    page.locator('article').filter({ has: page.getByRole('button', { name: titleOf(ref) }) });

  async function watchThrough(name: string, ref: VideoRef) {
    const beats = beatsOf(page);
    await signIn(name);
    await page.getByRole('button', { name: titleOf(ref) }).click();
    const frame = page.getByRole('dialog').locator('iframe');
    expect(await frame.getAttribute('src')).toMatch(new RegExp(`^${standIn.origin}/`));
    // No click to confirm: the player's own report completes the picture.
    expect(await page.getByRole('button', { name: 'Mark as complete' }).count()).toBe(0);
    const row = await waitFor(
      'the played seconds credited',
      async () => {
        const progress = await progressOf(name, ref);
        return progress && progress.watched_seconds >= STAND_IN_PLAY_SECONDS - 1.5
          ? progress
          : undefined;
      },
      { timeoutMs: 20_000 },
    );
    expect(row.watched_seconds).toBeLessThanOrEqual(STAND_IN_PLAY_SECONDS + 0.01);
    expect(row.duration_seconds).toBe(STAND_IN_DURATION);
    expect(beats.every((beat) => beat.duration === STAND_IN_DURATION)).toBe(true);
    await page.keyboard.press('Escape');
    await card(ref)
      .getByText(/Watching \d+%/)
      .waitFor();
  }

  it('credits a YouTube player’s reported playback and shows its still', async () => {
    await watchThrough('Yuki Tube', PROFILE);
    expect(await card(PROFILE).locator('img').getAttribute('src')).toBe(
      `${standIn.origin}/vi/${YOUTUBE_ID}/hqdefault.jpg`,
    );
  });

  it('credits a Vimeo player’s reported playback, and shows its oEmbed still', async () => {
    await watchThrough('Vic Meo', ORDER_FORMS);
    // The still is looked up in the background once; a later load shows it.
    await waitFor('the Vimeo still', async () => {
      await page.reload();
      await card(ORDER_FORMS).waitFor();
      const src = await card(ORDER_FORMS)
        .locator('img')
        .getAttribute('src')
        .catch(() => null);
      return src === `${standIn.origin}/vimeo-still/${VIMEO_ID}.png` ? src : undefined;
    });
  });

  it('ignores playback messages from any other origin or window', async () => {
    await signIn('Forge Ry');
    await page.getByRole('button', { name: titleOf(TOUR) }).click();
    await page.getByRole('dialog').locator('iframe').waitFor();
    // The page itself (another origin, another window) claims a minute of YouTube playback.
    await page.evaluate(async () => {
      const send = (info: object) =>
        window.postMessage(JSON.stringify({ event: 'infoDelivery', info }), '*');
      send({ playerState: 1, currentTime: 0, duration: 60 });
      for (let at = 0.25; at <= 6; at += 0.25) {
        send({ currentTime: at });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      send({ playerState: 2, currentTime: 6 });
    });
    await page.keyboard.press('Escape');
    await page.waitForTimeout(1_000);
    expect(await progressOf('Forge Ry', TOUR)).toBeUndefined();
  });
});
