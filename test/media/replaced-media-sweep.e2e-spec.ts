import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SchedulerRegistry } from '@nestjs/schedule';
import { HOUR_MS, REPLACED_MEDIA_GRACE_HOURS, type MediaRendition } from '@retainly/domain';
import { LocalMediaStorage } from '@retainly/media';
import { ReplacedMediaSweep } from '../../apps/worker/src/media/replaced-media-sweep';
import { insertMediaItem, type MediaItemFields } from '../support/media-factories';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';

/** The worker's hourly pass over replaced media items, on the local store's files. */
describe('replaced media sweep', () => {
  let env: TestEnvironment;
  let mediaDir: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    mediaDir = await mkdtemp(join(tmpdir(), 'retainly-replaced-media-'));
  });

  afterAll(async () => {
    await env?.dispose();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const sweeper = () =>
    new ReplacedMediaSweep(env.db, new LocalMediaStorage(mediaDir), new SchedulerRegistry());
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS);
  const remaining = async () =>
    ((await env.db.query(`SELECT id FROM media_items ORDER BY id`)) as { id: string }[]).map(
      (row) => row.id,
    );

  /** A file in the store under `key`; returns the key. */
  async function stored(key: string): Promise<string> {
    await mkdir(dirname(join(mediaDir, key)), { recursive: true });
    await writeFile(join(mediaDir, key), key);
    return key;
  }
  const rendition = (key: string): MediaRendition => ({ key, height: 240, width: 320, bytes: 3 });

  /** A ready platform item on the landing intro slot with one poster and `renditions`. */
  const readyItem = async (fields: Partial<MediaItemFields>) =>
    insertMediaItem(env.db, {
      owner_type: 'platform',
      target_type: 'landing_intro',
      status: 'ready',
      progress: 100,
      ...fields,
    });

  it('deletes items replaced past the grace and the files only they used, and nothing else', async () => {
    const shared = await stored('renditions/shared.mp4');
    const onlyOld = await stored('renditions/only-old.mp4');
    const oldPoster = await stored('posters/only-old.jpg');
    const recentPoster = await stored('posters/recent.jpg');
    const past = hoursAgo(REPLACED_MEDIA_GRACE_HOURS + 1);

    const old = await readyItem({
      renditions: [rendition(onlyOld), rendition(shared)],
      poster_key: oldPoster,
      replaced_at: past,
    });
    // Playing now, with the same bytes as the old one (files are stored by content).
    const playing = await readyItem({ renditions: [rendition(shared)] });
    await env.db.query(`INSERT INTO site_media (slot, media_id) VALUES ('landing_intro', $1)`, [
      playing,
    ]);
    const recent = await readyItem({
      poster_key: recentPoster,
      replaced_at: hoursAgo(REPLACED_MEDIA_GRACE_HOURS - 1),
    });
    // Marked, but a target plays it: never deleted.
    const stillPlayed = await readyItem({ target_type: 'walkthrough', replaced_at: past });
    await env.db.query(`INSERT INTO site_media (slot, media_id) VALUES ('walkthrough', $1)`, [
      stillPlayed,
    ]);

    expect(await sweeper().removeReplaced()).toBe(1);

    expect(await remaining()).toEqual([playing, recent, stillPlayed].sort());
    expect(await remaining()).not.toContain(old);
    const exists = (key: string) => existsSync(join(mediaDir, key));
    expect([onlyOld, oldPoster].map(exists)).toEqual([false, false]);
    expect([shared, recentPoster].map(exists)).toEqual([true, true]);
    expect(await sweeper().removeReplaced()).toBe(0);
  });
});
