import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a ready media item stopped being what its target plays: a newer upload took its place,
 * or it finished after a newer one and never played. A replaced item no longer counts against
 * the agency's quota. Items replaced before this migration are found the same way: ready, and
 * attached to nothing.
 */
export class ReplacedMedia1795940000000 implements MigrationInterface {
  name = 'ReplacedMedia1795940000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE media_items ADD COLUMN replaced_at timestamptz`);
    // An agency module's id in lower case, as uploads now store it: one module, one target_ref.
    await db.query(`
      UPDATE media_items SET target_ref = lower(target_ref)
       WHERE target_type = 'agency_module' AND target_ref <> lower(target_ref)`);
    // A real video that lost to a newer sample (an earlier worker let it) is not marked: it is
    // kept for an operator, never swept.
    await db.query(`
      UPDATE media_items i SET replaced_at = now()
       WHERE i.status = 'ready'
         AND NOT EXISTS (SELECT 1 FROM agency_modules m WHERE m.media_id = i.id)
         AND NOT EXISTS (SELECT 1 FROM video_catalogue c WHERE c.media_id = i.id)
         AND NOT EXISTS (SELECT 1 FROM site_media s WHERE s.media_id = i.id)
         AND (i.is_sample OR NOT EXISTS (
           SELECT 1 FROM media_items sample
            WHERE sample.is_sample AND sample.target_type = i.target_type
              AND sample.target_ref = i.target_ref
              AND (EXISTS (SELECT 1 FROM video_catalogue c WHERE c.media_id = sample.id)
                   OR EXISTS (SELECT 1 FROM site_media s WHERE s.media_id = sample.id))))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE media_items DROP COLUMN replaced_at`);
  }
}
