import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  CATALOGUE_PER_VERSION,
  VERSION_MODULE_COLUMNS,
  VERSION_MODULES,
} from './1764700000000-video-library';

/**
 * `version_modules` as this migration leaves it: 1764700000000-video-library's columns, then
 * media_id. 1795600000000-verified-progress's down restores it from here.
 */
export const VERSION_MODULES_WITH_MEDIA = `SELECT ${VERSION_MODULE_COLUMNS},
      c.media_id${CATALOGUE_PER_VERSION}`;

/**
 * Real onboarding videos (issue #16). A media item is one uploaded (or sample-rendered) file on
 * its way to playable renditions: its status is what the console polls. Every item has an owner
 * (the platform now, an agency in the next issue) and its bytes count against that owner's
 * quota. `target` says what the item becomes once ready; attaching it is the same transaction
 * as marking it ready, so a portal plays the old rendition until the new one is complete.
 */
export class Media1795500000000 implements MigrationInterface {
  name = 'Media1795500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE media_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_type text NOT NULL CHECK (owner_type IN ('platform', 'agency')),
        owner_id uuid REFERENCES retainly_users (id) ON DELETE CASCADE,
        target_type text NOT NULL
          CHECK (target_type IN ('catalogue_module', 'landing_intro', 'walkthrough')),
        target_ref text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'uploading'
          CHECK (status IN ('uploading', 'queued', 'processing', 'ready', 'failed')),
        progress smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
        failure text,
        is_sample boolean NOT NULL DEFAULT false,
        source_name text NOT NULL DEFAULT '',
        source_bytes bigint NOT NULL DEFAULT 0 CHECK (source_bytes >= 0),
        source_key text,
        duration_seconds numeric(10, 3),
        width integer,
        height integer,
        renditions jsonb NOT NULL DEFAULT '[]',
        poster_key text,
        captions_key text,
        transcript text,
        attempts integer NOT NULL DEFAULT 0,
        created_by uuid REFERENCES retainly_users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        ready_at timestamptz,
        CHECK ((owner_type = 'platform') = (owner_id IS NULL)),
        CHECK (status <> 'failed' OR failure IS NOT NULL)
      )`);
    await db.query(`CREATE INDEX media_items_owner ON media_items (owner_type, owner_id)`);
    await db.query(
      `CREATE INDEX media_items_target ON media_items (target_type, target_ref, created_at DESC)`,
    );
    await db.query(`
      ALTER TABLE video_catalogue
        ADD COLUMN media_id uuid REFERENCES media_items (id) ON DELETE SET NULL`);
    await db.query(`
      CREATE TABLE site_media (
        slot text PRIMARY KEY CHECK (slot IN ('landing_intro', 'walkthrough')),
        media_id uuid NOT NULL REFERENCES media_items (id) ON DELETE CASCADE,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // New columns go last: CREATE OR REPLACE VIEW may only append.
    await db.query(`CREATE OR REPLACE VIEW version_modules AS ${VERSION_MODULES_WITH_MEDIA}`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP VIEW version_modules`);
    await db.query(`CREATE VIEW version_modules AS ${VERSION_MODULES}`);
    await db.query(`DROP TABLE site_media`);
    await db.query(`ALTER TABLE video_catalogue DROP COLUMN media_id`);
    await db.query(`DROP TABLE media_items`);
  }
}
