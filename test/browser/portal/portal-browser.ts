/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Locator, Page } from 'playwright-core';
import { VIDEO_CATALOGUE } from '@retainly/domain';
import { useApiBrowser, type ApiBrowser } from '../../support/browser-stack';
import { waitFor } from '../../support/wait-for';
import { CLIP_URL, completionsOf, serveMedia, silentWav } from './portal-support';

export const TOUR = { categoryId: 'foundational-setup', moduleId: 'account-tour' };
export const PROFILE = { categoryId: 'foundational-setup', moduleId: 'business-profile' };
export const ORDER_FORMS = { categoryId: 'commerce', moduleId: 'order-forms' };
export const titleOf = (video: { categoryId: string; moduleId: string }) =>
  VIDEO_CATALOGUE.find((v) => v.categoryId === video.categoryId && v.moduleId === video.moduleId)!
    .title;

/**
 * Opens what the 'Start here' card offers, once the card is there and names `video`, and waits
 * until the player shows that video's title. Returns the card's section.
 */
export async function watchFromStartHere(
  page: Page,
  video: { categoryId: string; moduleId: string },
) {
  const start = page.locator('section[data-continue]');
  await start.getByRole('heading', { name: 'Start here' }).waitFor();
  expect(await start.innerText()).toContain(titleOf(video));
  await start.getByRole('button', { name: 'Watch now' }).click();
  await page
    .getByRole('dialog')
    .getByRole('heading', { name: titleOf(video) })
    .waitFor();
  return start;
}

export const BRAND = { primary: '#1e3a8a', secondary: '#a7f3d0', tertiary: '#f97316' };

/** The portal tests' handles (the api, its database, the test's page) and page parts. */
export interface PortalBrowser extends ApiBrowser {
  page: Page;
  header(): Locator;
  card(video: { categoryId: string; moduleId: string }): Locator;
  overall(): Locator;
  player(): Locator;
  /** The rows once `count` are saved: the page shows a completion before the server has it. */
  savedCompletions(
    versionId: string,
    count: number,
  ): Promise<NonNullable<false | Awaited<ReturnType<typeof completionsOf>>>>;
  signInWith(label: string, value: string): Promise<void>;
}

/**
 * Registers the hooks of a portal describe block: the api on a fresh database with one playable
 * clip (served by a browser route; the rest stay 'coming soon'), Chromium, a page per test.
 */
export function usePortalBrowser(): PortalBrowser {
  const portal = useApiBrowser(async (env) => {
    await env.db.query(
      `UPDATE video_catalogue SET video_url = $1 WHERE category_id = $2 AND module_id = $3`,
      [CLIP_URL, TOUR.categoryId, TOUR.moduleId],
    );
  }) as PortalBrowser;

  beforeEach(async () => {
    const page = await (
      await portal.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    portal.page = page;
    const wav = silentWav(2);
    await page.route('https://media.portal.test/**', (route) =>
      serveMedia(route, wav, 'audio/wav'),
    );
  });

  afterEach(() => portal.page.context().close());

  portal.header = () => portal.page.locator('header[data-portal-header]');
  portal.card = (video) =>
    portal.page
      .locator('article')
      .filter({ has: portal.page.getByRole('button', { name: titleOf(video) }) });
  portal.overall = () => portal.page.getByRole('progressbar', { name: 'Overall progress' });
  portal.player = () => portal.page.getByRole('dialog');
  portal.savedCompletions = (versionId, count) =>
    waitFor(`${count} completions`, async () => {
      const rows = await completionsOf(portal.env, versionId);
      return rows.length >= count && rows;
    });
  portal.signInWith = async (label, value) => {
    await portal.page.getByLabel(label).fill(value);
    await portal.page.getByRole('button', { name: 'Start watching' }).click();
  };
  return portal;
}
