import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { PORTAL_LANGUAGES, SHIPPED_CATALOGUE_TEXT, SITE_VIDEO_SLOTS } from '@retainly/domain';
import { requestSampleVideos } from '@retainly/media';
import { createWorkerApp } from '../../apps/worker/src/bootstrap';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';
import { insertMediaItem } from '../support/media-factories';
import { catalogueMediaId, settled } from './media-items';

const MODULE = 'sales-conversation/reviews-reputation' as const;

/** A requested sample goes through the worker like an upload: rendered, processed, attached. */
describe('sample videos through the worker', () => {
  let env: TestEnvironment;
  let worker: INestApplicationContext;
  let mediaDir: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    mediaDir = await mkdtemp(join(tmpdir(), 'retainly-sample-store-'));
    worker = await createWorkerApp(env.config({ MEDIA_DIR: mediaDir, LOG_LEVEL: 'silent' }));
  });

  afterAll(async () => {
    await worker?.close();
    await env?.dispose();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('renders, processes and attaches the landing intro and a module, captions and all', async () => {
    // Everything else already has a video: only the landing intro and MODULE are requested.
    await env.db.query(
      `UPDATE video_catalogue SET video_url = 'https://videos.example.com/v.mp4'
        WHERE category_id || '/' || module_id <> $1`,
      [MODULE],
    );
    for (const slot of SITE_VIDEO_SLOTS.filter((s) => s !== 'landing_intro')) {
      const playing = await insertMediaItem(env.db, {
        owner_type: 'platform',
        target_type: slot,
        status: 'ready',
      });
      await env.db.query(`INSERT INTO site_media (slot, media_id) VALUES ($1, $2)`, [
        slot,
        playing,
      ]);
    }

    const [intro, module] = await requestSampleVideos(env.db);
    expect(intro).toBeDefined();
    expect(module).toBeDefined();

    for (const id of [intro, module]) {
      const { row } = await settled(env.db, id, 60_000);
      expect(row).toMatchObject({ status: 'ready', is_sample: true, width: 1280, height: 720 });
      expect(Number(row.duration_seconds)).toBeGreaterThanOrEqual(12);
      expect(Number(row.duration_seconds)).toBeLessThanOrEqual(20);
      expect(row.renditions.map((r) => [r.width, r.height])).toEqual([[1280, 720]]);
      expect(row.poster_key).toMatch(/^posters\//);
      expect(row.captions_key).toMatch(/^captions\/[0-9a-f]{64}\.vtt$/);
      const vtt = await readFile(join(mediaDir, row.captions_key!), 'utf8');
      expect(vtt.startsWith('WEBVTT')).toBe(true);
    }

    const [site] = await env.db.query(
      `SELECT media_id FROM site_media WHERE slot = 'landing_intro'`,
    );
    expect(site.media_id).toBe(intro);
    expect(await catalogueMediaId(env.db, MODULE)).toBe(module);

    const transcripts: Record<string, string> = Object.fromEntries(
      (
        await env.db.query(`SELECT id, transcript FROM media_items WHERE id = ANY($1)`, [
          [intro, module],
        ])
      ).map((row: { id: string; transcript: string }) => [row.id, row.transcript]),
    );
    expect(transcripts[intro]).toContain('What Retainly does');
    expect(transcripts[module]).toContain('Get More Five-Star Reviews');
    // Agencies' clients watch module samples under the agency's brand: never ours.
    expect(transcripts[module]).not.toMatch(/retainly|highlevel/i);

    // The module's sample comes with captions in every portal language, timed as the English;
    // the site's own videos (in English only) have none but the English.
    const tracks: {
      media_id: string;
      language: string;
      captions_key: string;
      transcript: string;
    }[] = await env.db.query(
      `SELECT media_id, language, captions_key, transcript FROM media_captions
          WHERE media_id = ANY($1) ORDER BY language`,
      [[intro, module]],
    );
    expect(tracks.filter((t) => t.media_id === intro).map((t) => t.language)).toEqual(['en']);
    const moduleTracks = tracks.filter((t) => t.media_id === module);
    expect(moduleTracks.map((t) => t.language).sort()).toEqual([...PORTAL_LANGUAGES].sort());
    const timings = async (key: string) =>
      (await readFile(join(mediaDir, key), 'utf8')).split('\n').filter((l) => l.includes('-->'));
    const english = moduleTracks.find((t) => t.language === 'en')!;
    const french = moduleTracks.find((t) => t.language === 'fr')!;
    expect(await timings(french.captions_key)).toEqual(await timings(english.captions_key));
    expect(french.transcript).toContain(SHIPPED_CATALOGUE_TEXT.fr.modules[MODULE].title);
  });
});
