/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Browser, Page } from 'playwright-core';
import { VIDEO_CATALOGUE } from '@retainly/domain';
import { createApiApp } from '../../../apps/api/src/bootstrap';
import { launchChromium } from '../../support/browser';
import { createTestEnvironment, type TestEnvironment } from '../../support/test-environment';
import { waitFor } from '../../support/wait-for';
import {
  agencyWithVersion,
  CLIP_URL,
  completionsOf,
  mentionsOfUs,
  overflowsSideways,
  seriousA11yProblems,
  serveMedia,
  silentWav,
} from './portal-support';

const TOUR = { categoryId: 'foundational-setup', moduleId: 'account-tour' };
const PROFILE = { categoryId: 'foundational-setup', moduleId: 'business-profile' };
const ORDER_FORMS = { categoryId: 'commerce', moduleId: 'order-forms' };
const titleOf = (video: { categoryId: string; moduleId: string }) =>
  VIDEO_CATALOGUE.find((v) => v.categoryId === video.categoryId && v.moduleId === video.moduleId)!
    .title;

const BRAND = { primary: '#1e3a8a', secondary: '#a7f3d0', tertiary: '#f97316' };

describe('the client portal in Chromium', () => {
  let env: TestEnvironment;
  let app: NestFastifyApplication;
  let browser: Browser;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    env = await createTestEnvironment();
    // One playable clip (served by the browser route below); the rest stay 'coming soon'.
    await env.db.query(
      `UPDATE video_catalogue SET video_url = $1 WHERE category_id = $2 AND module_id = $3`,
      [CLIP_URL, TOUR.categoryId, TOUR.moduleId],
    );
    app = await createApiApp(env.config({ LOG_LEVEL: 'silent' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await env?.dispose();
  });

  beforeEach(async () => {
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const wav = silentWav(2);
    await page.route('https://media.portal.test/**', (route) =>
      serveMedia(route, wav, 'audio/wav'),
    );
  });

  afterEach(() => page.context().close());

  const header = () => page.locator('header[data-portal-header]');
  const card = (video: { categoryId: string; moduleId: string }) =>
    page.locator('article').filter({ has: page.getByRole('button', { name: titleOf(video) }) });
  const overall = () => page.getByRole('progressbar', { name: 'Overall progress' });
  const player = () => page.getByRole('dialog');

  /** The rows once `count` are saved: the page shows a completion before the server has it. */
  const savedCompletions = (versionId: string, count: number) =>
    waitFor(`${count} completions`, async () => {
      const rows = await completionsOf(env, versionId);
      return rows.length >= count && rows;
    });

  async function signInWith(label: string, value: string) {
    await page.getByLabel(label).fill(value);
    await page.getByRole('button', { name: 'Start watching' }).click();
  }

  it('shows a neutral not-found page for a link that is not live', async () => {
    await page.goto(`${baseUrl}/NoSuchVersn2`);
    await page.getByRole('heading', { name: 'This onboarding link is not available' }).waitFor();
    expect(await page.getByText('Please check the link with whoever sent it to you.').count()).toBe(
      1,
    );
    expect(await page.title()).toBe('Client Onboarding');
    expect(await mentionsOfUs(page)).toEqual([]);
  });

  it('offers a retry when the page fails to load, and shows the rate-limit message', async () => {
    const versionId = await agencyWithVersion(env, {
      agencyName: 'Retry Co',
      loginWith: 'EMAIL',
      colors: BRAND,
    });
    let failures = 0;
    await page.route(`**/api/portal/${versionId}`, async (route) => {
      failures += 1;
      if (failures === 1) {
        return route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Too many requests. Please wait a minute.' }),
        });
      }
      return route.continue();
    });
    await page.goto(`${baseUrl}/${versionId}`);
    await page.getByRole('alert').filter({ hasText: 'Too many requests' }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Retry Co' }).waitFor();
    expect(failures).toBe(2);
  });

  it('signs in by e-mail, self-reports an outside clip and a video to come, and resumes on return', async () => {
    const versionId = await agencyWithVersion(env, {
      agencyName: 'Summit Plumbing Co',
      loginWith: 'EMAIL',
      colors: BRAND,
      hidden: [ORDER_FORMS],
    });
    await page.goto(`${baseUrl}/${versionId}`);

    // The agency's page: its name, its colours, its title; nothing of ours.
    await page.getByRole('heading', { level: 1, name: 'Summit Plumbing Co' }).waitFor();
    expect(await page.title()).toBe('Summit Plumbing Co · Client Onboarding');
    const style = await header().evaluate((el) => {
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, text: s.color, accent: s.borderBottomColor };
    });
    expect(style).toEqual({
      background: 'rgb(30, 58, 138)',
      text: 'rgb(255, 255, 255)', // white reads on navy
      accent: 'rgb(249, 115, 22)',
    });
    expect(await page.getByText('Summit Plumbing Co has put together').count()).toBe(1);
    expect(await seriousA11yProblems(page)).toEqual([]);

    // The server's refusal shows inline, tied to the field.
    const field = page.getByLabel('Email address');
    await signInWith('Email address', 'not-an-email');
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Please enter a valid e-mail address' });
    await alert.waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.getAttribute('aria-describedby')).toBe(await alert.getAttribute('id'));

    await signInWith('Email address', ' Client@Shop.test ');
    await page.getByText('Signed in as client@shop.test').waitFor();
    expect(await mentionsOfUs(page)).toEqual([]);

    // Every visible video, and the hidden one absent.
    expect(await page.locator('article').count()).toBe(VIDEO_CATALOGUE.length - 1);
    expect(await page.getByText(titleOf(ORDER_FORMS)).count()).toBe(0);
    expect(await overall().getAttribute('aria-valuenow')).toBe('0');
    expect(await seriousA11yProblems(page)).toEqual([]);

    // The page opens on the first module with something to play.
    const start = page.locator('section[data-continue]');
    await start.getByRole('heading', { name: 'Start here' }).waitFor();
    expect(await start.innerText()).toContain(titleOf(TOUR));

    // The clip is an outside address: it plays, but cannot tell us what was watched, so the
    // client marks it complete themselves (self-reported), with a hint saying why.
    await start.getByRole('button', { name: 'Watch now' }).click();
    await player()
      .getByRole('heading', { name: titleOf(TOUR) })
      .waitFor();
    const video = player().locator('video');
    expect(await video.getAttribute('preload')).toBe('metadata');
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(2);
    const beats: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/heartbeats')) beats.push(request.url());
    });
    await video.evaluate((v: HTMLVideoElement) => v.play());
    await page.waitForFunction(() => document.querySelector('video')?.ended === true);
    expect(beats).toEqual([]); // nothing measured, nothing sent
    expect(await player().getByRole('status').count()).toBe(0);
    const mark = player().getByRole('button', { name: 'Mark as complete' });
    expect(await mark.getAttribute('aria-describedby')).toBeTruthy();
    await player().getByText("This video can't report your progress.").waitFor();
    await mark.click();
    await player().getByRole('status').filter({ hasText: 'Self-reported' }).waitFor();
    expect(await savedCompletions(versionId, 1)).toEqual([TOUR]);
    expect(await seriousA11yProblems(page, '[role="dialog"]')).toEqual([]);
    // The dialog sits outside the page's root but wears the same brand.
    const colorsOf = (name: string | RegExp) =>
      player()
        .getByText(name)
        .evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    expect(await colorsOf('Next video')).toEqual(['rgb(30, 58, 138)', 'rgb(255, 255, 255)']);
    expect(await colorsOf(/^✓ Self-reported$/)).toEqual(['rgb(167, 243, 208)', 'rgb(0, 0, 0)']);

    // 'Next video' leads on; this one has no file yet, so 'Mark as complete' records it.
    await player().getByRole('button', { name: 'Next video' }).click();
    await player()
      .getByRole('heading', { name: titleOf(PROFILE) })
      .waitFor();
    expect(await player().getByText('Video coming soon').count()).toBe(1);
    expect(await player().locator('video').count()).toBe(0);
    await player().getByRole('button', { name: 'Mark as complete' }).click();
    await player().getByRole('status').filter({ hasText: 'Self-reported' }).waitFor();
    expect(await savedCompletions(versionId, 2)).toEqual([TOUR, PROFILE]);

    // Closing hands focus back to what opened the player: the continue card is gone (nothing
    // playable is left unfinished), so the card of the video last shown.
    await page.keyboard.press('Escape');
    await player().waitFor({ state: 'detached' });
    expect(
      await page
        .getByRole('button', { name: titleOf(PROFILE) })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expect(await start.count()).toBe(0);
    const expectedPercent = String(Math.round((2 / (VIDEO_CATALOGUE.length - 1)) * 100));
    expect(await overall().getAttribute('aria-valuenow')).toBe(expectedPercent);
    expect(await page.getByText('2 of 8 complete').count()).toBe(1);
    const badge = card(TOUR).getByText('Self-reported');
    expect(
      await badge.evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.backgroundColor, s.color];
      }),
    ).toEqual(['rgb(167, 243, 208)', 'rgb(0, 0, 0)']); // black reads on light green

    // Back later: signed in silently (a login recorded) with both marks restored.
    await page.reload();
    await page.getByText('Signed in as client@shop.test').waitFor();
    expect(await page.getByLabel('Email address').count()).toBe(0);
    for (const done of [TOUR, PROFILE]) {
      expect(await card(done).getByText('Self-reported').count()).toBe(1);
    }
    expect(await card(ORDER_FORMS).count()).toBe(0);
    expect(await overall().getAttribute('aria-valuenow')).toBe(expectedPercent);
    const [client] = await env.db.query(
      `SELECT email, last_login_at > created_at AS returned FROM portal_clients
       WHERE version_id = $1`,
      [versionId],
    );
    expect(client).toEqual({ email: 'client@shop.test', returned: true });
    expect(await mentionsOfUs(page)).toEqual([]);

    // 'Not you?' forgets this device's client.
    await page.getByRole('button', { name: 'Not you? Sign out' }).click();
    await page.getByLabel('Email address').waitFor();
    expect(await page.getByLabel('Email address').inputValue()).toBe('');
    await page.reload();
    await page.getByLabel('Email address').waitFor();
    expect(await page.getByText('Signed in as').count()).toBe(0);
  });

  it('says when a video cannot be loaded, and plays it after Try again', async () => {
    const versionId = await agencyWithVersion(env, {
      agencyName: 'Broken Link Co',
      loginWith: 'EMAIL',
      colors: BRAND,
    });
    // The clip's address answers 404 until it is fixed (later routes take precedence).
    let broken = true;
    const wav = silentWav(2);
    await page.route(CLIP_URL, (route) =>
      broken
        ? route.fulfill({ status: 404, body: 'Not found' })
        : serveMedia(route, wav, 'audio/wav'),
    );
    await page.goto(`${baseUrl}/${versionId}`);
    await signInWith('Email address', 'viewer@shop.test');
    await page.getByRole('button', { name: titleOf(TOUR) }).click();

    const alert = player().getByRole('alert');
    await alert.getByText('This video could not be loaded.').waitFor();
    expect(await player().locator('video').count()).toBe(0);
    expect(await seriousA11yProblems(page, '[role="dialog"]')).toEqual([]);

    broken = false;
    await player().getByRole('button', { name: 'Try again' }).click();
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    expect(await alert.count()).toBe(0);
    const video = player().locator('video');
    expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(2);
    expect(await video.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('undoes a completion the server refuses, and asks to sign in again on a stale token', async () => {
    const versionId = await agencyWithVersion(env, {
      agencyName: 'Harbor Dental',
      loginWith: 'EMAIL',
      colors: BRAND,
    });
    await page.goto(`${baseUrl}/${versionId}`);
    await signInWith('Email address', 'pat@harbor.test');
    await page.getByText('Signed in as pat@harbor.test').waitFor();

    let answer = { status: 500, message: 'Internal server error' };
    await page.route(`**/api/portal/${versionId}/completions`, (route) =>
      route.fulfill({
        status: answer.status,
        contentType: 'application/json',
        body: JSON.stringify({ message: answer.message }),
      }),
    );
    await page.getByRole('button', { name: titleOf(PROFILE) }).click();
    await player().getByRole('button', { name: 'Mark as complete' }).click();
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Your progress could not be saved. Please try again.' })
      .waitFor();
    await player().getByRole('button', { name: 'Mark as complete' }).waitFor();
    expect(await player().getByText('Self-reported').count()).toBe(0);

    answer = { status: 401, message: 'Please sign in again.' };
    await player().getByRole('button', { name: 'Mark as complete' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please sign in again.' }).waitFor();
    expect(await player().count()).toBe(0);
    expect(await page.getByLabel('Email address').inputValue()).toBe('pat@harbor.test');

    await page.unroute(`**/api/portal/${versionId}/completions`);
    await page.getByRole('button', { name: 'Start watching' }).click();
    await page.getByText('Signed in as pat@harbor.test').waitFor();
    expect(await completionsOf(env, versionId)).toEqual([]);
    expect(await card(PROFILE).getByText('Self-reported').count()).toBe(0);

    // Signing in on another device leaves this tab's token good (one token per device).
    const elsewhere = await fetch(`${baseUrl}/api/portal/${versionId}/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-retainly-client': 'web' },
      body: JSON.stringify({ email: 'pat@harbor.test' }),
    });
    expect(elsewhere.status).toBe(201);
    await page.getByRole('button', { name: titleOf(PROFILE) }).click();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/completions') && response.status() === 200,
    );
    await player().getByRole('button', { name: 'Mark as complete' }).click();
    await saved;
    await player().getByText('Self-reported').waitFor();
    expect(await completionsOf(env, versionId)).toHaveLength(1);
  });

  it('tracks by name on a 375 px phone, in black on a light brand, by keyboard', async () => {
    const versionId = await agencyWithVersion(env, {
      agencyName: null,
      loginWith: 'NAME',
      colors: { primary: '#fde047', secondary: '#166534', tertiary: '#7c3aed' },
    });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${baseUrl}/${versionId}`);

    await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
    expect(await page.title()).toBe('Client Onboarding');
    expect(await header().evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 0)');
    expect(
      await page.getByRole('button', { name: 'Start watching' }).evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.backgroundColor, s.color];
      }),
    ).toEqual(['rgb(253, 224, 71)', 'rgb(0, 0, 0)']);

    await signInWith('Your name', '   ');
    await page.getByRole('alert').filter({ hasText: 'Please enter your name' }).waitFor();
    await signInWith('Your name', 'Bo Smith');
    await page.getByText('Signed in as Bo Smith').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousA11yProblems(page)).toEqual([]);
    expect(await mentionsOfUs(page)).toEqual([]);
    expect(await page.locator('h1').count()).toBe(1);

    // Keyboard: Tab reaches the continue card's button, then the first video; Enter opens it
    // full width, Escape returns.
    await page.getByRole('button', { name: 'Not you? Sign out' }).focus();
    await page.keyboard.press('Tab');
    const carryOn = page.getByRole('button', { name: 'Watch now' });
    expect(await carryOn.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    const first = page.getByRole('button', { name: titleOf(TOUR) });
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await first.evaluate((el) => getComputedStyle(el, '::after').outlineStyle)).toBe(
      'solid',
    );
    await page.keyboard.press('Enter');
    await player()
      .getByRole('heading', { name: titleOf(TOUR) })
      .waitFor();
    expect((await player().boundingBox())?.width).toBe(375);
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousA11yProblems(page, '[role="dialog"]')).toEqual([]);
    await player().getByRole('button', { name: 'Mark as complete' }).click();
    await player().getByRole('status').filter({ hasText: 'Self-reported' }).waitFor();
    await page.keyboard.press('Escape');
    await player().waitFor({ state: 'detached' });
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);

    const [client] = await env.db.query(
      `SELECT name, email, identity FROM portal_clients WHERE version_id = $1`,
      [versionId],
    );
    expect(client).toEqual({ name: 'Bo Smith', email: null, identity: 'bo smith' });
    expect(await savedCompletions(versionId, 1)).toEqual([TOUR]);
  });
});
