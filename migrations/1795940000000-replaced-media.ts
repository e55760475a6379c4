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
    await db.query(`
      UPDATE media_items i SET replaced_at = now()
       WHERE i.status = 'ready'
         AND NOT EXISTS (SELECT 1 FROM agency_modules m WHERE m.media_id = i.id)
         AND NOT EXISTS (SELECT 1 FROM video_catalogue c WHERE c.media_id = i.id)
         AND NOT EXISTS (SELECT 1 FROM site_media s WHERE s.media_id = i.id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE media_items DROP COLUMN replaced_at`);
  }
}
