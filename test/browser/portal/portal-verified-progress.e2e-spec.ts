/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  type DashboardClientDetail,
  type HeartbeatRequest,
  type OnboardingState,
  type VideoRef,
  watchedPercent,
} from '@retainly/domain';
import { useBrowserStack } from '../../support/browser-stack';
import { waitFor } from '../../support/wait-for';
import { hostedMedia } from './hosted-media';
import { seriousA11yProblems } from './portal-support';
import { PROFILE, titleOf, TOUR, watchFromStartHere } from './portal-browser';
import { playOnCatalogueModule } from '../../support/media-factories';

// TOUR plays hosted media here (measured); PROFILE a Loom link (its player reports nothing).
const CLIP_SECONDS = 5;

describe('verified watch time and resume in the client portal (Chromium)', () => {
  const mediaDir = join(tmpdir(), `retainly-progress-${randomUUID()}`);
  const handles = useBrowserStack({ MEDIA_DIR: join(mediaDir, 'store') });
  let page: Page;
  let agency: { cookie: string; versionId: string };

  beforeAll(async () => {
    const { env } = handles.stack;
    await mkdir(mediaDir, { recursive: true });
    const media = await hostedMedia(env, mediaDir, join(mediaDir, 'store'), CLIP_SECONDS);
    const mediaId = await media.readyMedia(
      'catalogue_module',
      `${TOUR.categoryId}/${TOUR.moduleId}`,
    );
    await playOnCatalogueModule(env.db, `${TOUR.categoryId}/${TOUR.moduleId}`, mediaId);
    await env.db.query(
      `UPDATE video_catalogue SET video_url = $1 WHERE category_id = $2 AND module_id = $3`,
      [
        'https://www.loom.com/share/0123456789abcdef0123456789abcdef',
        PROFILE.categoryId,
        PROFILE.moduleId,
      ],
    );

    const owner = await handles.stack.signedInAgency('BASIC', 'YES', {
      agency_name: 'Verified Co',
      login_with: 'NAME',
    });
    const created = await handles.stack.api.post(
      '/api/onboarding/versions',
      { tier: 'basic' },
      owner.cookie,
    );
    const [version] = (created.body as unknown as OnboardingState).versions;
    agency = { cookie: owner.cookie, versionId: version.id };
  });

  afterAll(() => rm(mediaDir, { recursive: true, force: true }));

  beforeEach(async () => {
    page = handles.page;
    await page.setViewportSize({ width: 1280, height: 900 });
    await blankLoom(page);
  });

  /** The Loom frame is never fetched from the internet. */
  const blankLoom = (target: Page) =>
    target.route('https://www.loom.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Loom</title>' }),
    );

  const player = (on = page) => on.getByRole('dialog');
  const video = (on = page) => player(on).locator('video');
  const card = (ref: VideoRef, on = page) =>
    on.locator('article').filter({ has: on.getByRole('button', { name: titleOf(ref) }) });
  const continueSection = (on = page) => on.locator('section[data-continue]');

  async function signIn(on: Page, name: string) {
    await on.goto(`${handles.baseUrl}/${agency.versionId}`);
    await on.getByLabel('Your name').fill(name);
    await on.getByRole('button', { name: 'Start watching' }).click();
    await on.getByText(`Signed in as ${name}`).waitFor();
  }

  /** Every heartbeat the page posts, and the most that were ever in flight at once. */
  function watchBeats(on: Page) {
    const beats: HeartbeatRequest[] = [];
    const state = { inFlight: 0, maxInFlight: 0, answered: 0 };
    const isBeat = (url: string) => url.endsWith(`/api/portal/${agency.versionId}/heartbeats`);
    on.on('request', (request) => {
      if (!isBeat(request.url())) return;
      beats.push(request.postDataJSON() as HeartbeatRequest);
      state.inFlight += 1;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    });
    const settled = (request: { url(): string }) => {
      if (!isBeat(request.url())) return;
      state.inFlight -= 1;
      state.answered += 1;
    };
    on.on('requestfinished', settled);
    on.on('requestfailed', settled);
    return { beats, state };
  }

  const clientId = async (name: string) => {
    const [row]: { id: string }[] = await handles.stack.env.db.query(
      `SELECT id FROM portal_clients WHERE version_id = $1 AND identity = $2`,
      [agency.versionId, name.toLowerCase()],
    );
    return row.id;
  };

  const progressRow = async (name: string) => {
    const [row]: { watched: number; duration: number; position: number; completed: boolean }[] =
      await handles.stack.env.db.query(
        `SELECT watched_seconds::float8 AS watched, duration_seconds::float8 AS duration,
           position_seconds::float8 AS position, completed_at IS NOT NULL AS completed
         FROM module_progress WHERE client_id = $1 AND category_id = $2 AND module_id = $3`,
        [await clientId(name), TOUR.categoryId, TOUR.moduleId],
      );
    return row;
  };

  it('completes a module watched to the end at normal speed, and the dashboard shows it', async () => {
    const { beats, state } = watchBeats(page);
    await signIn(page, 'Ada Viewer');

    // A new client starts at the first module that has something to play.
    await watchFromStartHere(page, TOUR);
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);

    // A measured video has no 'Mark as complete': it completes by being watched.
    expect(await player().getByRole('button', { name: 'Mark as complete' }).count()).toBe(0);
    await player().getByText('marked complete automatically once you have watched it').waitFor();

    await player().getByRole('button', { name: 'play', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('video')?.ended === true, null, {
      timeout: 20_000,
    });
    await player().getByRole('status').filter({ hasText: 'Completed' }).waitFor();
    await waitFor('beats answered', async () => state.inFlight === 0 && state.answered > 0);
    expect(state.maxInFlight).toBe(1);
    expect(beats.every((beat) => beat.categoryId === TOUR.categoryId)).toBe(true);
    const played = beats.flatMap((beat) => beat.ranges);
    expect(played.reduce((sum, [from, to]) => sum + (to - from), 0)).toBeGreaterThan(4.5);
    expect((await progressRow('Ada Viewer')).completed).toBe(true);
    expect(await seriousA11yProblems(page, '[role="dialog"]')).toEqual([]);

    // The card and the bars say so; the continue card moved on (nothing else plays but the
    // YouTube module, which comes next).
    await page.keyboard.press('Escape');
    await player().waitFor({ state: 'detached' });
    await card(TOUR).getByText('Completed').waitFor();
    expect(
      await page
        .getByRole('progressbar', { name: 'Overall progress' })
        .getAttribute('aria-valuenow'),
    ).not.toBe('0');
    await continueSection().getByRole('heading', { name: 'Continue where you left off' }).waitFor();
    expect(await continueSection().innerText()).toContain(titleOf(PROFILE));
    expect(await seriousA11yProblems(page)).toEqual([]);

    // The agency's dashboard counts it as completed.
    const detail = await handles.stack.api.get(
      `/api/dashboard/clients/${await clientId('Ada Viewer')}`,
      agency.cookie,
    );
    expect(detail.status).toBe(200);
    const { client, videos } = detail.body as unknown as DashboardClientDetail;
    expect(client.completed).toBe(1);
    const tour = videos.find(
      (v) => v.categoryId === TOUR.categoryId && v.moduleId === TOUR.moduleId,
    );
    expect(tour?.completedAt).not.toBeNull();
    expect(tour?.status).toBe('completed');
    // Minutes watched: the whole clip, as the server merged it (one decimal).
    expect(client.minutesWatched).toBeGreaterThan(0);
    expect(tour?.watchedSeconds).toBeGreaterThanOrEqual(0.9 * CLIP_SECONDS);
    const [completion] = await handles.stack.env.db.query(
      `SELECT self_reported FROM module_completions WHERE client_id = $1`,
      [await clientId('Ada Viewer')],
    );
    expect(completion).toEqual({ self_reported: false });
  });

  it('completes a module watched honestly at 2x, the fastest speed the player offers', async () => {
    const { beats, state } = watchBeats(page);
    await signIn(page, 'Bo Fast');
    await watchFromStartHere(page, TOUR);
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    // 1x, then 1.25x, 1.5x and 2x: one press each, as a person would.
    const rate = player().getByRole('button', { name: /^Playback rate/ });
    for (const expected of [1.25, 1.5, 2]) {
      await rate.click();
      await page.waitForFunction(
        (want) => document.querySelector('video')?.playbackRate === want,
        expected,
      );
    }

    await player().getByRole('button', { name: 'play', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('video')?.ended === true, null, {
      timeout: 20_000,
    });
    // The shared watch budget (2x the time since sign-in, plus a grace) covers honest 2x play.
    await player().getByRole('status').filter({ hasText: 'Completed' }).waitFor();
    await waitFor('beats answered', async () => state.inFlight === 0 && state.answered > 0);
    const played = beats.flatMap((beat) => beat.ranges);
    expect(played.reduce((sum, [from, to]) => sum + (to - from), 0)).toBeGreaterThan(4.5);
    const row = await progressRow('Bo Fast');
    expect(row.completed).toBe(true);
    expect(row.watched).toBeGreaterThanOrEqual(0.9 * CLIP_SECONDS);
  });

  it('does not complete on a seek to the end, and resumes on another device', async () => {
    const { state } = watchBeats(page);
    await signIn(page, 'Bo Seeker');
    await page.getByRole('button', { name: titleOf(TOUR) }).click();
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);

    // A second and a half watched, then a jump to the end, played out.
    await video().evaluate((v: HTMLVideoElement) => v.play());
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 1.5);
    await video().evaluate((v: HTMLVideoElement) => {
      v.currentTime = v.duration - 0.4;
    });
    await page.waitForFunction(() => document.querySelector('video')?.ended === true);
    await waitFor('beats answered', async () => state.inFlight === 0 && state.answered > 0);
    const seeked = await progressRow('Bo Seeker');
    expect(seeked.completed).toBe(false);
    expect(seeked.watched).toBeLessThan(CLIP_SECONDS * 0.9);
    expect(await player().getByRole('status').filter({ hasText: 'Completed' }).count()).toBe(0);
    await player()
      .getByText(/^Watching \d+%$/)
      .waitFor();

    // Left paused at 2.5 s: that is where any device resumes.
    await video().evaluate((v: HTMLVideoElement) => {
      v.currentTime = 2.5;
    });
    await waitFor('position saved', async () => (await progressRow('Bo Seeker')).position === 2.5);
    await page.keyboard.press('Escape');
    await player().waitFor({ state: 'detached' });
    // The server's percent: of the hosted file's own duration (a few ms longer than the clip).
    // (Polled against the row: a beat may still land as the player closes.)
    let percent = -1;
    await waitFor('the card shows the server percent', async () => {
      const saved = await progressRow('Bo Seeker');
      percent = watchedPercent(saved.watched, saved.duration);
      return (await card(TOUR).innerText()).includes(`Watching ${percent}%`);
    });

    // Another device: signed in there too (this one stays signed in), it opens on the module.
    const phone = await handles.browser.newContext({ viewport: { width: 375, height: 740 } });
    try {
      const other = await phone.newPage();
      await blankLoom(other);
      await signIn(other, 'Bo Seeker');
      const carryOn = continueSection(other);
      await carryOn.getByRole('heading', { name: 'Continue where you left off' }).waitFor();
      expect(await carryOn.innerText()).toContain(titleOf(TOUR));
      expect(await carryOn.innerText()).toContain(`Watching ${percent}%`);
      expect(await carryOn.innerText()).toContain('resumes at 0:02');
      await card(TOUR, other).getByText(`Watching ${percent}%`).waitFor();
      await carryOn.getByRole('button', { name: 'Continue watching' }).click();
      await player(other)
        .getByRole('heading', { name: titleOf(TOUR) })
        .waitFor();
      await other.waitForFunction(() => {
        const element = document.querySelector('video');
        return (
          element !== null && element.readyState >= 1 && Math.abs(element.currentTime - 2.5) < 0.1
        );
      });
      // Closing returns focus to the button that opened the player.
      await other.keyboard.press('Escape');
      await player(other).waitFor({ state: 'detached' });
      // Radix hands focus back in a task of its own once the dialog has left the DOM.
      expect(
        await other
          .waitForFunction(() => document.activeElement?.textContent?.includes('Continue'))
          .then(
            () => true,
            () => false,
          ),
      ).toBe(true);
    } finally {
      await phone.close();
    }

    // The first device's session is still good. Hidden mid-play (the client switches app), it
    // sends what was played at once, while the video still plays.
    await page.getByRole('button', { name: titleOf(TOUR) }).click();
    await page.waitForFunction(
      () => Math.abs((document.querySelector('video')?.currentTime ?? 0) - 2.5) < 0.1,
    );
    await video().evaluate((v: HTMLVideoElement) => v.play());
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 3.5);
    // A beat sent now, not the answer to a periodic one already in flight (that one may have
    // left before 3.5 s was reached).
    const sent = page.waitForRequest((request) => request.url().endsWith('/heartbeats'));
    const hiddenAt = await page.evaluate(() => {
      const playhead = document.querySelector('video')!.currentTime;
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      return playhead;
    });
    const request = await sent;
    expect((await request.response())?.status()).toBe(200);
    const beat = request.postDataJSON() as HeartbeatRequest;
    expect(beat.ranges[0][0]).toBeCloseTo(2.5, 0);
    // Up to the moment it was hidden, not to the last timeupdate (they come ~4 a second).
    expect(beat.ranges.at(-1)![1]).toBeGreaterThanOrEqual(Math.max(3.5, hiddenAt - 0.01));
    expect(await video().evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });

  it('offers Mark as complete on an external link only, recorded as self-reported', async () => {
    await signIn(page, 'Cy Linker');
    await page.getByRole('button', { name: titleOf(PROFILE) }).click();
    await player().locator('iframe').waitFor();
    const mark = player().getByRole('button', { name: 'Mark as complete' });
    const hintId = await mark.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${hintId}"]`).innerText()).toContain(
      "This video can't report your progress.",
    );
    // The badge shows at once (optimistic); the row exists once the server has answered.
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/completions') && response.request().method() === 'POST',
    );
    await mark.click();
    expect((await saved).ok()).toBe(true);
    await player().getByRole('status').filter({ hasText: 'Self-reported' }).waitFor();
    await player().getByRole('button', { name: 'Next video' }).waitFor();
    await page.keyboard.press('Escape');
    await card(PROFILE).getByText('Self-reported').waitFor();

    const [completion] = await handles.stack.env.db.query(
      `SELECT category_id, module_id, self_reported FROM module_completions WHERE client_id = $1`,
      [await clientId('Cy Linker')],
    );
    expect(completion).toEqual({
      category_id: PROFILE.categoryId,
      module_id: PROFILE.moduleId,
      self_reported: true,
    });
    // Back later: still self-reported, counted in the overall progress.
    await page.reload();
    await card(PROFILE).getByText('Self-reported').waitFor();
    const visible = await page.locator('article').count();
    expect(
      await page
        .getByRole('progressbar', { name: 'Overall progress' })
        .getAttribute('aria-valuenow'),
    ).toBe(String(Math.round(100 / visible)));
  });
});
