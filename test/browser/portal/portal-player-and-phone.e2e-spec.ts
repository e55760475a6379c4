import { receivesFocus } from '../../support/browser';
/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Page } from 'playwright-core';
import type { TestEnvironment } from '../../support/test-environment';
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
import { BRAND, PROFILE, titleOf, TOUR, usePortalBrowser } from './portal-browser';

describe('the client portal in Chromium', () => {
  const portal = usePortalBrowser();
  const { header, card, player, savedCompletions, signInWith } = portal;
  let env: TestEnvironment;
  let baseUrl: string;
  let page: Page;

  beforeEach(() => {
    ({ env, baseUrl, page } = portal);
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
    expect(await receivesFocus(first)).toBe(true);

    const [client] = await env.db.query(
      `SELECT name, email, identity FROM portal_clients WHERE version_id = $1`,
      [versionId],
    );
    expect(client).toEqual({ name: 'Bo Smith', email: null, identity: 'bo smith' });
    expect(await savedCompletions(versionId, 1)).toEqual([TOUR]);
  });
});
