/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { createHash, randomBytes } from 'node:crypto';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { DAY_MS, HOUR_MS, VIDEO_CATALOGUE, type VideoRef } from '@retainly/domain';
import { useApiBrowser } from '../../support/browser-stack';
import { waitFor } from '../../support/wait-for';
import { agencyWithVersion, CLIP_URL, mentionsOfUs, serveMedia, silentWav } from './portal-support';
import { insertCompletion, insertPortalClient } from '../../support/factories';

const TOUR = { categoryId: 'foundational-setup', moduleId: 'account-tour' };
const PROFILE = { categoryId: 'foundational-setup', moduleId: 'business-profile' };
const titleOf = (video: VideoRef) =>
  VIDEO_CATALOGUE.find((v) => v.categoryId === video.categoryId && v.moduleId === video.moduleId)!
    .title;
const BRAND = { primary: '#7c3aed', secondary: '#a7f3d0', tertiary: '#f97316' };
const EXPIRED = 'This link has expired or was already used. Sign in to continue.';

/**
 * A nudge's one-click resume link ({APP_URL}/{versionId}?resume=<token>): it signs the client in,
 * leaves no token in the address, opens the next unfinished module, and is refused (410) once
 * used or expired. The portal also sends the browser's time zone when a client signs in.
 */
describe('resume links and time zones in the client portal (Chromium)', () => {
  const portal = useApiBrowser(async (env) => {
    // Two playable clips: the client finished the first, so the link leads to the second.
    for (const video of [TOUR, PROFILE]) {
      await env.db.query(
        `UPDATE video_catalogue SET video_url = $1 WHERE category_id = $2 AND module_id = $3`,
        [CLIP_URL, video.categoryId, video.moduleId],
      );
    }
  });
  let page: Page;

  async function newPage(options: BrowserContextOptions = {}) {
    const context = await portal.browser.newContext({
      viewport: { width: 1280, height: 900 },
      ...options,
    });
    page = await context.newPage();
    const wav = silentWav(2);
    await page.route('https://media.portal.test/**', (route) =>
      serveMedia(route, wav, 'audio/wav'),
    );
    return page;
  }

  afterEach(() => page?.context().close());

  /** A client known by e-mail who finished the tour, and a resume link for them. */
  async function clientWithLink(versionId: string, email: string, expiresInMs = HOUR_MS) {
    const id = await insertPortalClient(portal.env.db, {
      version_id: versionId,
      name: 'Sam Stalled',
      email,
      last_login_at: new Date(Date.now() - 5 * DAY_MS),
    });
    await insertCompletion(portal.env.db, {
      client_id: id,
      category_id: TOUR.categoryId,
      module_id: TOUR.moduleId,
      completed_at: new Date(Date.now() - 5 * DAY_MS),
    });
    const token = randomBytes(32).toString('base64url');
    await portal.env.db.query(
      `INSERT INTO portal_resume_links (token_hash, client_id, expires_at)
       VALUES ($1, $2, $3)`,
      [createHash('sha256').update(token).digest(), id, new Date(Date.now() + expiresInMs)],
    );
    return { clientId: id, token };
  }

  const player = () => page.getByRole('dialog');
  const signInForm = () => page.getByRole('button', { name: 'Start watching' });

  it('signs the client in, strips the token and opens the next unfinished module', async () => {
    const versionId = await agencyWithVersion(portal.env, {
      agencyName: 'Resume Co',
      loginWith: 'EMAIL',
      colors: BRAND,
    });
    const { token } = await clientWithLink(versionId, 'sam@resume.test');
    await newPage();

    await page.goto(`${portal.baseUrl}/${versionId}?resume=${token}&utm_source=nudge`);
    await player()
      .getByRole('heading', { name: titleOf(PROFILE) })
      .waitFor();
    // The token is gone from the address (other parameters kept), and from the history.
    expect(new URL(page.url()).searchParams.get('resume')).toBeNull();
    expect(new URL(page.url()).searchParams.get('utm_source')).toBe('nudge');
    // Signed in as a typed sign-in would be: the header says who, the device remembers them.
    await page.locator('header[data-portal-header]').getByText('Sam Stalled').waitFor();
    const saved = await page.evaluate(
      (id) => localStorage.getItem(`portal-identity:${id}`),
      versionId,
    );
    expect(JSON.parse(saved ?? 'null')).toEqual({ loginWith: 'EMAIL', value: 'sam@resume.test' });
    expect(await mentionsOfUs(page)).toEqual([]);

    // Behind the player: the portal, with where to carry on.
    await player().getByRole('button', { name: 'Close' }).click();
    await player().waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Continue where you left off' }).waitFor();

    // Reloading the page signs in silently (the identity), never with the used token.
    await page.reload();
    await page.getByRole('heading', { name: 'Continue where you left off' }).waitFor();
    expect(await page.getByText(EXPIRED).count()).toBe(0);
  });

  it('refuses a used link with its message above the usual sign-in form', async () => {
    const versionId = await agencyWithVersion(portal.env, {
      agencyName: 'Used Co',
      loginWith: 'EMAIL',
      colors: BRAND,
    });
    const { token } = await clientWithLink(versionId, 'used@resume.test');
    await newPage();
    await page.goto(`${portal.baseUrl}/${versionId}?resume=${token}`);
    await player().waitFor();
    await page.context().close();

    // Another device (no identity saved) follows the same link again.
    await newPage();
    await page.goto(`${portal.baseUrl}/${versionId}?resume=${token}`);
    await page.getByText(EXPIRED).waitFor();
    await signInForm().waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await player().count()).toBe(0);

    // The form works as usual.
    await page.getByLabel('Email address').fill('used@resume.test');
    await signInForm().click();
    await page.getByRole('heading', { name: 'Continue where you left off' }).waitFor();
  });

  it('refuses an expired link', async () => {
    const versionId = await agencyWithVersion(portal.env, {
      agencyName: 'Expired Co',
      loginWith: 'EMAIL',
      colors: BRAND,
    });
    const { token } = await clientWithLink(versionId, 'late@resume.test', -HOUR_MS);
    await newPage();
    await page.goto(`${portal.baseUrl}/${versionId}?resume=${token}`);
    await page.getByText(EXPIRED).waitFor();
    await signInForm().waitFor();
    const [{ used }] = await portal.env.db.query(
      `SELECT used_at IS NOT NULL AS used FROM portal_resume_links r
         JOIN portal_clients c ON c.id = r.client_id WHERE c.email = $1`,
      ['late@resume.test'],
    );
    expect(used).toBe(false);
  });

  it("sends the browser's time zone when a client signs in", async () => {
    const versionId = await agencyWithVersion(portal.env, {
      agencyName: 'Zone Co',
      loginWith: 'NAME',
      colors: BRAND,
    });
    await newPage({ timezoneId: 'America/New_York' });
    await page.goto(`${portal.baseUrl}/${versionId}`);
    await page.getByLabel('Your name').fill('Nia York');
    await signInForm().click();
    await page.getByRole('heading', { name: /Start here|Continue where you left off/ }).waitFor();
    const zone = await waitFor('the time zone saved', async () => {
      const [row] = await portal.env.db.query(
        `SELECT time_zone FROM portal_clients WHERE version_id = $1`,
        [versionId],
      );
      return row?.time_zone ?? false;
    });
    expect(zone).toBe('America/New_York');
  });
});
