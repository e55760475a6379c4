import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CATALOGUE_PER_VERSION } from './1764700000000-video-library';
import { VERSION_MODULES_WITH_CUSTOM } from './1795600000000-verified-progress';

/**
 * The length a module shows (issue #32 item 4): a hosted video's measured duration, or for a
 * linked video the length its owner gave. `given_seconds` goes last (CREATE OR REPLACE VIEW
 * may only append): the operator's minutes for a catalogue module, the agency's optional
 * `agency_modules.length_seconds` for its own (null: unknown, so no length is shown).
 */
const VERSION_MODULES_WITH_GIVEN_LENGTH = `
  SELECT v.id AS version_id, c.category_id, c.module_id, c.position::float8 AS position, c.title,
         c.description, c.minutes::integer AS minutes, c.video_url, c.poster_url,
         coalesce(s.is_visible, true) AS is_visible, c.media_id,
         c.category_id AS display_category, 'catalogue'::text AS source,
         c.minutes::integer * 60 AS given_seconds${CATALOGUE_PER_VERSION}
  UNION ALL
  SELECT vc.version_id, 'custom', m.id::text, vc.position, m.title, m.description,
         coalesce((SELECT ceil(i.duration_seconds / 60)::integer FROM media_items i
                   WHERE i.id = m.media_id AND i.status = 'ready'), 0),
         m.video_url, NULL, vc.is_visible, m.media_id,
         coalesce(m.category_id, 'own:' || m.own_category), 'custom', m.length_seconds
    FROM version_custom_modules vc
    JOIN agency_modules m ON m.id = vc.module_id AND m.deleted_at IS NULL`;

export class ModuleLengths1796020000000 implements MigrationInterface {
  name = 'ModuleLengths1796020000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE agency_modules
        ADD COLUMN length_seconds integer CHECK (length_seconds BETWEEN 1 AND 86400)`);
    await db.query(
      `CREATE OR REPLACE VIEW version_modules AS ${VERSION_MODULES_WITH_GIVEN_LENGTH}`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP VIEW version_modules`);
    await db.query(`CREATE VIEW version_modules AS ${VERSION_MODULES_WITH_CUSTOM}`);
    await db.query(`ALTER TABLE agency_modules DROP COLUMN length_seconds`);
  }
}
