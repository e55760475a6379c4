import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `version_modules` as this migration creates it: its columns, and the catalogue it reads for
 * each version. Later migrations build their versions of the view on these (1795500000000-media
 * appends a column, 1795600000000-verified-progress keeps the join for its catalogue rows) and
 * media's down restores this one from here, so the copies cannot drift.
 */
export const VERSION_MODULE_COLUMNS = `
      v.id AS version_id, c.category_id, c.module_id, c.position, c.title, c.description,
      c.minutes, c.video_url, c.poster_url, coalesce(s.is_visible, true) AS is_visible`;
export const CATALOGUE_PER_VERSION = `
        FROM agency_versions v
        JOIN video_catalogue c ON c.retired_at IS NULL OR v.created_at < c.retired_at
        LEFT JOIN agency_video_settings s ON s.version_id = v.id
         AND s.category_id = c.category_id AND s.module_id = c.module_id`;
export const VERSION_MODULES = `SELECT ${VERSION_MODULE_COLUMNS}${CATALOGUE_PER_VERSION}`;

/**
 * The video library operators keep (issue #9): a poster per module, and `retired_at`, which
 * hides a module from versions created after it (versions that had it keep it, with their
 * clients' progress). `version_modules` is every version's modules under that rule with the
 * agency's visibility choice: the one place the portal, the editor and the dashboard read.
 */
export class VideoLibrary1764700000000 implements MigrationInterface {
  name = 'VideoLibrary1764700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE video_catalogue
        ADD COLUMN poster_url text CHECK (poster_url ~ '^https?://'),
        ADD COLUMN retired_at timestamptz,
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    await db.query(`CREATE VIEW version_modules AS ${VERSION_MODULES}`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP VIEW version_modules`);
    await db.query(`
      ALTER TABLE video_catalogue
        DROP COLUMN updated_at, DROP COLUMN retired_at, DROP COLUMN poster_url`);
  }
}
