/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Browser, Locator, Page } from 'playwright-core';
import { VIDEO_CATALOGUE } from '@retainly/domain';
import { createApiApp } from '../../../apps/api/src/bootstrap';
import { launchChromium } from '../../support/browser';
import { createTestEnvironment, type TestEnvironment } from '../../support/test-environment';
import { waitFor } from '../../support/wait-for';
import { CLIP_URL, completionsOf, serveMedia, silentWav } from './portal-support';

export const TOUR = { categoryId: 'foundational-setup', moduleId: 'account-tour' };
export const PROFILE = { categoryId: 'foundational-setup', moduleId: 'business-profile' };
export const ORDER_FORMS = { categoryId: 'commerce', moduleId: 'order-forms' };
export const titleOf = (video: { categoryId: string; moduleId: string }) =>
  VIDEO_CATALOGUE.find((v) => v.categoryId === video.categoryId && v.moduleId === video.moduleId)!
    .title;

export const BRAND = { primary: '#1e3a8a', secondary: '#a7f3d0', tertiary: '#f97316' };

/** The portal tests' handles (the api, its database, the test's page) and page parts. */
export interface PortalBrowser {
  env: TestEnvironment;
  baseUrl: string;
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
  let app: NestFastifyApplication;
  let browser: Browser;
  const portal = {} as PortalBrowser;

  beforeAll(async () => {
    const env = await createTestEnvironment();
    portal.env = env;
    await env.db.query(
      `UPDATE video_catalogue SET video_url = $1 WHERE category_id = $2 AND module_id = $3`,
      [CLIP_URL, TOUR.categoryId, TOUR.moduleId],
    );
    app = await createApiApp(env.config({ LOG_LEVEL: 'silent' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    portal.baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await portal.env?.dispose();
  });

  beforeEach(async () => {
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 } })
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
