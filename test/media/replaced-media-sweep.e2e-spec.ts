import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { HOUR_MS, REPLACED_MEDIA_GRACE_HOURS, type MediaRendition } from '@retainly/domain';
import {
  insertMediaItem,
  playOnCatalogueModule,
  type MediaItemFields,
} from '../support/media-factories';
import { moduleRef } from './media-items';
import { useMediaCleanupHarness } from './media-cleanup-harness';

/** The worker's hourly pass over replaced media items, on the local store's files. */
describe('replaced media sweep', () => {
  const h = useMediaCleanupHarness();
  const replaced = async (id: string) =>
    (
      await h.env.db.query(
        `SELECT replaced_at IS NOT NULL AS replaced FROM media_items WHERE id = $1`,
        [id],
      )
    )[0].replaced as boolean;
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS);

  /** A file in the store under `key`; returns the key. */
  async function stored(key: string): Promise<string> {
    await mkdir(dirname(join(h.mediaDir, key)), { recursive: true });
    await writeFile(join(h.mediaDir, key), key);
    return key;
  }
  const rendition = (key: string): MediaRendition => ({ key, height: 240, width: 320, bytes: 3 });

  /** A ready platform item on the landing intro slot with one poster and `renditions`. */
  const readyItem = async (fields: Partial<MediaItemFields>) =>
    insertMediaItem(h.env.db, {
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
    await h.env.db.query(`INSERT INTO site_media (slot, media_id) VALUES ('landing_intro', $1)`, [
      playing,
    ]);
    const recent = await readyItem({
      poster_key: recentPoster,
      replaced_at: hoursAgo(REPLACED_MEDIA_GRACE_HOURS - 1),
    });
    // Marked, but a target plays it: never deleted.
    const stillPlayed = await readyItem({ target_type: 'walkthrough', replaced_at: past });
    await h.env.db.query(`INSERT INTO site_media (slot, media_id) VALUES ('walkthrough', $1)`, [
      stillPlayed,
    ]);

    expect(await h.sweeper().removeReplaced()).toBe(1);

    expect(await h.remaining()).toEqual([playing, recent, stillPlayed].sort());
    expect(await h.remaining()).not.toContain(old);
    const exists = (key: string) => existsSync(join(h.mediaDir, key));
    expect([onlyOld, oldPoster].map(exists)).toEqual([false, false]);
    expect([shared, recentPoster].map(exists)).toEqual([true, true]);
    expect(await h.sweeper().removeReplaced()).toBe(0);
  });

  /** A ready item the catalogue module at `position` plays; its ref and id. */
  async function playedOnModule(position: number, fields: Partial<MediaItemFields>) {
    const ref = await moduleRef(h.env.db, position);
    const id = await readyItem({ target_type: 'catalogue_module', target_ref: ref, ...fields });
    await playOnCatalogueModule(h.env.db, ref, id);
    return { ref, id };
  }

  it('keeps what a catalogue module plays, removes other-language captions, waits out long URLs', async () => {
    const past = hoursAgo(REPLACED_MEDIA_GRACE_HOURS + 1);
    const { id: played } = await playedOnModule(0, { replaced_at: past });
    const spanish = await stored('captions/only-old-es.vtt');
    const captioned = await readyItem({
      target_type: 'walkthrough',
      replaced_at: hoursAgo(2 * REPLACED_MEDIA_GRACE_HOURS + 1),
    });
    await h.env.db.query(
      `INSERT INTO media_captions (media_id, language, captions_key) VALUES ($1, 'es', $2)`,
      [captioned, spanish],
    );
    // Replaced 30 hours ago: past the grace, but not past two days of signed URLs.
    const longUrls = await readyItem({ target_type: 'walkthrough', replaced_at: hoursAgo(30) });

    expect(await h.sweeper({ MEDIA_URL_TTL_SECONDS: String(24 * 3_600) }).removeReplaced()).toBe(1);
    expect(await h.remaining()).toEqual(expect.arrayContaining([played, longUrls]));
    expect(existsSync(join(h.mediaDir, spanish))).toBe(false);
    expect(await h.sweeper().removeReplaced()).toBe(1);
    expect(await h.remaining()).not.toContain(longUrls);
  });

  it('marks a replacement a worker from before the mark missed, but not a real video behind a sample', async () => {
    const { ref, id: sample } = await playedOnModule(1, { is_sample: true });
    const realBehindSample = await readyItem({ target_type: 'catalogue_module', target_ref: ref });
    const missed = await readyItem({ target_type: 'walkthrough' });
    const uploading = await insertMediaItem(h.env.db, {
      owner_type: 'platform',
      target_type: 'walkthrough',
      status: 'uploading',
    });

    expect(await h.sweeper().removeReplaced()).toBe(0);

    expect(await replaced(missed)).toBe(true);
    expect(await replaced(realBehindSample)).toBe(false);
    expect(await replaced(sample)).toBe(false);
    expect(await replaced(uploading)).toBe(false);
  });
});
