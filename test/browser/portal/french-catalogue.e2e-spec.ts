/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { mkdtemp, rm } from 'node:fs/promises';
import type { INestApplicationContext } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { shipCatalogueTranslations } from '@retainly/database';
import { SHIPPED_CATALOGUE_TEXT, SITE_VIDEO_SLOTS } from '@retainly/domain';
import { requestSampleVideos } from '@retainly/media';
import { createApiApp } from '../../../apps/api/src/bootstrap';
import { createWorkerApp } from '../../../apps/worker/src/bootstrap';
import { settled } from '../../media/media-items';
import { launchChromium } from '../../support/browser';
import { insertMediaItem } from '../../support/media-factories';
import { createTestEnvironment, type TestEnvironment } from '../../support/test-environment';
import { agencyWithVersion } from './portal-support';

const MODULE = 'commerce/payments-setup' as const;
const FRENCH = SHIPPED_CATALOGUE_TEXT.fr.modules[MODULE];

/**
 * Issue #32: a portal in French shows the shipped French catalogue, and the module's sample
 * video (rendered by the worker, slides in English) turns on its French captions track.
 */
describe('the catalogue in French, in Chromium', () => {
  let env: TestEnvironment;
  let mediaDir: string;
  let worker: INestApplicationContext;
  let api: Awaited<ReturnType<typeof createApiApp>>;
  let browser: Browser;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    env = await createTestEnvironment();
    mediaDir = await mkdtemp(join(tmpdir(), 'retainly-french-'));
    const config = env.config({ MEDIA_DIR: mediaDir, LOG_LEVEL: 'silent' });
    worker = await createWorkerApp(config);
    // Only MODULE needs a sample: the other modules play a link, the site slots a ready item.
    await env.db.query(
      `UPDATE video_catalogue SET video_url = 'https://videos.example.com/v.mp4'
        WHERE category_id || '/' || module_id <> $1`,
      [MODULE],
    );
    for (const slot of SITE_VIDEO_SLOTS) {
      const id = await insertMediaItem(env.db, {
        owner_type: 'platform',
        target_type: slot,
        status: 'ready',
      });
      await env.db.query(`INSERT INTO site_media (slot, media_id) VALUES ($1, $2)`, [slot, id]);
    }
    const [sample] = await requestSampleVideos(env.db);
    expect((await settled(env.db, sample, 60_000)).row.status).toBe('ready');
    await shipCatalogueTranslations(env.db);

    api = await createApiApp(config);
    await api.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(api.getHttpServer().address() as AddressInfo).port}`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await worker?.close();
    await env?.dispose();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  afterEach(() => page?.context().close());

  it('shows the French title and description and the French captions of the sample', async () => {
    const versionId = await agencyWithVersion(env, {
      agencyName: 'Bonjour & Co',
      loginWith: 'NAME',
      colors: { primary: '#1e3a8a', secondary: '#a7f3d0', tertiary: '#f97316' },
    });
    page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' })
    ).newPage();
    await page.goto(`${baseUrl}/${versionId}`);
    await page.getByLabel('Votre nom').fill('Camille Client');
    await page.getByRole('button', { name: 'Commencer' }).click();
    await page.getByRole('heading', { name: 'Commerce et paiements' }).waitFor();
    expect(await page.getByText(FRENCH.description).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: FRENCH.title }).click();
    const video = page.getByRole('dialog').locator('video');
    await video.waitFor();
    const french = video.locator('track[srclang="fr"]');
    expect(await french.getAttribute('label')).toBe('Français');
    await page.waitForFunction(() =>
      Array.from(document.querySelector('video')!.textTracks).some(
        (track) => track.language === 'fr' && track.mode === 'showing',
      ),
    );
    // The track's first cue is the French title and category, from the served file.
    const firstCue = await page.waitForFunction(() => {
      const track = Array.from(document.querySelector('video')!.textTracks).find(
        (candidate) => candidate.language === 'fr',
      );
      const cue = track?.cues?.[0] as VTTCue | undefined;
      return cue?.text ?? null;
    });
    expect(await firstCue.jsonValue()).toBe(`${FRENCH.title}\nCommerce et paiements`);
  });
});
