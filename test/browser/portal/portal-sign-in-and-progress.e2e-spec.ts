import { receivesFocus } from '../../support/browser';
/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Page } from 'playwright-core';
import { VIDEO_CATALOGUE } from '@retainly/domain';
import type { TestEnvironment } from '../../support/test-environment';
import { agencyWithVersion, mentionsOfUs, seriousA11yProblems } from './portal-support';
import {
  BRAND,
  ORDER_FORMS,
  PROFILE,
  titleOf,
  TOUR,
  usePortalBrowser,
  watchFromStartHere,
} from './portal-browser';

describe('the client portal in Chromium', () => {
  const portal = usePortalBrowser();
  const { header, card, overall, player, savedCompletions, signInWith } = portal;
  let env: TestEnvironment;
  let baseUrl: string;
  let page: Page;

  beforeEach(() => {
    ({ env, baseUrl, page } = portal);
  });

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
    // By path: the portal asks in the browser's language (?lang=en).
    await page.route(
      (url) => url.pathname === `/api/portal/${versionId}`,
      async (route) => {
        failures += 1;
        if (failures === 1) {
          return route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Too many requests. Please wait a minute.' }),
          });
        }
        return route.continue();
      },
    );
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
    const start = await watchFromStartHere(page, TOUR);

    // The clip is an outside address: it plays, but cannot tell us what was watched, so the
    // client marks it complete themselves (self-reported), with a hint saying why.
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
    expect(await receivesFocus(page.getByRole('button', { name: titleOf(PROFILE) }))).toBe(true);
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
});
