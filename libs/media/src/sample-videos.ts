import type { DataSource } from 'typeorm';
import { appendEvents } from '@retainly/database';
import { SITE_VIDEO_SLOTS, type SiteVideoSlot } from '@retainly/domain';

/** One advisory lock for every caller, so two starts at once cannot both queue the same sample. */
const SAMPLE_LOCK_KEY = 'retainly:sample-videos';

/**
 * Queues a sample video for every target that has nothing to play: each live catalogue module
 * with neither an attached media item nor an external video_url, and each site video slot
 * (SITE_VIDEO_SLOTS: the landing intro, the walkthrough, /go's and /switch's videos, the
 * transfer tutorial) when site_media has no row and the site config gives it no URL
 * (`configuredSlots`: such a slot plays its URL, as a module with a video_url does). A target with an item already queued or processing
 * (a sample or an upload) is left alone, so running this twice queues nothing new. Each sample
 * is a platform-owned media_items row (is_sample, queued, no source file) and a VideoUploaded
 * event in the same transaction: the worker renders and processes it like an upload, in the
 * background. Returns the new items' ids, site videos first, then modules in viewing order.
 */
export async function requestSampleVideos(
  db: DataSource,
  configuredSlots: readonly SiteVideoSlot[] = [],
): Promise<string[]> {
  const slots = SITE_VIDEO_SLOTS.filter((slot) => !configuredSlots.includes(slot));
  return db.transaction(async (manager) => {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [SAMPLE_LOCK_KEY]);
    const rows: { id: string }[] = await manager.query(
      `WITH wanted (target_type, target_ref, ordinal) AS (
         SELECT s.slot, '', s.ordinal - 1000
           FROM unnest($1::text[]) WITH ORDINALITY AS s (slot, ordinal)
          WHERE NOT EXISTS (SELECT 1 FROM site_media m WHERE m.slot = s.slot)
         UNION ALL
         SELECT 'catalogue_module', category_id || '/' || module_id, position
           FROM video_catalogue
          WHERE retired_at IS NULL AND media_id IS NULL AND video_url IS NULL
       )
       INSERT INTO media_items (owner_type, target_type, target_ref, status, is_sample, source_name)
       SELECT 'platform', w.target_type, w.target_ref, 'queued', true, 'Sample video'
         FROM wanted w
        WHERE NOT EXISTS (
                SELECT 1 FROM media_items m
                 WHERE m.target_type = w.target_type AND m.target_ref = w.target_ref
                   AND m.status IN ('queued', 'processing'))
        ORDER BY w.ordinal
       RETURNING id`,
      [slots],
    );
    const ids = rows.map((row) => row.id);
    await appendEvents(
      manager,
      ids.map((id) => ({ type: 'VideoUploaded', data: { media_id: id } })),
    );
    return ids;
  });
}
