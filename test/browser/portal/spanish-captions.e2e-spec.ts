/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { VIDEO_CATALOGUE } from '@retainly/domain';
import { contentKey, LocalMediaStorage } from '@retainly/media';
import { agencyWithVersion } from './portal-support';
import { useHostedPortal } from './hosted-portal';

const HOSTED = { categoryId: 'foundational-setup', moduleId: 'account-tour' };
const ENGLISH_TITLE = VIDEO_CATALOGUE.find(
  (v) => v.categoryId === HOSTED.categoryId && v.moduleId === HOSTED.moduleId,
)!.title;
const SPANISH_TITLE = 'Recorrido por tu cuenta';

/** Which of the player's tracks the browser shows, by language (none: null). */
const showingTrack = (page: Page) =>
  page.evaluate(() => {
    const tracks = Array.from(document.querySelector('video')?.textTracks ?? []);
    return tracks.find((track) => track.mode === 'showing')?.language ?? null;
  });

/** A Spanish client sees Spanish captions (issue #19): text and track in the portal's language. */
describe('a portal in Spanish in Chromium', () => {
  // A real clip (ffmpeg) with English captions, plus a Spanish captions file beside them.
  const hosted = useHostedPortal(`${HOSTED.categoryId}/${HOSTED.moduleId}`, 4);
  let page: Page;

  beforeAll(async () => {
    const spanish = 'WEBVTT\n\n00:00.000 --> 00:04.000\nBienvenido al recorrido.\n';
    const spanishFile = join(hosted.workDir, 'es.vtt');
    await writeFile(spanishFile, spanish);
    const key = contentKey('captions', createHash('sha256').update(spanish).digest('hex'), 'vtt');
    await new LocalMediaStorage(hosted.storeDir).put(key, spanishFile);
    await hosted.env.db.query(
      `INSERT INTO media_captions (media_id, language, captions_key, transcript)
       VALUES ($1, 'es', $2, 'Bienvenido al recorrido.')`,
      [hosted.mediaId, key],
    );
    await hosted.env.db.query(
      `INSERT INTO video_catalogue_translations (category_id, module_id, language, title,
         description, status, source, approved_at)
       VALUES ($1, $2, 'es', $3, 'Un recorrido por tu cuenta.', 'approved', 'human', now())`,
      [HOSTED.categoryId, HOSTED.moduleId, SPANISH_TITLE],
    );
  });

  beforeEach(async () => {
    page = await // A browser language the portal does not speak, so the version's default applies.
    (
      await hosted.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ja-JP' })
    ).newPage();
  });

  afterEach(() => page.context().close());

  /** A portal whose default language is `language`, signed in (selectors in no language). */
  async function openPortal(language: 'es' | 'en') {
    const versionId = await agencyWithVersion(hosted.env, {
      agencyName: 'Hola Co',
      loginWith: 'NAME',
      colors: { primary: '#1e3a8a', secondary: '#a7f3d0', tertiary: '#f97316' },
    });
    await hosted.env.db.query(`UPDATE agency_versions SET language = $2 WHERE id = $1`, [
      versionId,
      language,
    ]);
    await page.goto(`${hosted.baseUrl}/${versionId}`);
    const name = page.locator('input[autocomplete="name"]');
    await name.fill('Ana Cliente');
    await page.locator('form button[type="submit"]').click();
    await name.waitFor({ state: 'detached' });
  }

  it('shows the approved Spanish title and turns the Spanish captions on', async () => {
    await openPortal('es');
    await page.getByRole('button', { name: SPANISH_TITLE }).click();
    const video = page.getByRole('dialog').locator('video');
    await video.waitFor();
    expect(
      await video
        .locator('track')
        .evaluateAll((tracks) =>
          tracks.map((t) => [t.getAttribute('srclang'), t.getAttribute('label')]),
        ),
    ).toEqual([
      ['en', 'English'],
      ['es', 'Español'],
    ]);
    await page.waitForFunction(() =>
      Array.from(document.querySelector('video')!.textTracks).some(
        (track) => track.language === 'es' && track.mode === 'showing',
      ),
    );
    expect(await showingTrack(page)).toBe('es');
    expect(await video.locator('track[srclang="es"]').getAttribute('default')).not.toBeNull();
    // The player's own controls speak Spanish too (media-chrome's dictionary).
    await page.getByRole('dialog').getByRole('button', { name: 'Reproducir' }).waitFor();
  });

  it('leaves an English client’s captions off, as before, with both tracks to choose from', async () => {
    await openPortal('en');
    await page.getByRole('button', { name: ENGLISH_TITLE }).click();
    const video = page.getByRole('dialog').locator('video');
    await video.waitFor();
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    expect(await video.locator('track').count()).toBe(2);
    expect(await showingTrack(page)).toBeNull();
    expect(await page.getByRole('button', { name: SPANISH_TITLE }).count()).toBe(0);
  });
});
