import type { MigrationInterface, QueryRunner } from 'typeorm';
import { MODULE_KEY } from './sql/columns';
import { CATALOGUE_MODULE_REFERENCE } from './1764200000000-onboarding-versions';
import { COMPLETED_VISIBLE } from './1764300000000-completion-counts';
import { CATALOGUE_PER_VERSION } from './1764700000000-video-library';
import { VERSION_MODULES_WITH_MEDIA } from './1795500000000-media';

const CATALOGUE_MODULES = `
  SELECT v.id AS version_id, c.category_id, c.module_id, c.position::float8 AS position, c.title,
         c.description, c.minutes::integer AS minutes, c.video_url, c.poster_url,
         coalesce(s.is_visible, true) AS is_visible, c.media_id,
         c.category_id AS display_category, 'catalogue'::text AS source${CATALOGUE_PER_VERSION}`;

/** `version_modules` as this migration leaves it: the catalogue's modules, then the agency's. */
export const VERSION_MODULES_WITH_CUSTOM = `${CATALOGUE_MODULES}
      UNION ALL
      SELECT vc.version_id, 'custom', m.id::text, vc.position, m.title, m.description,
             coalesce((SELECT ceil(i.duration_seconds / 60)::integer FROM media_items i
                       WHERE i.id = m.media_id AND i.status = 'ready'), 0),
             m.video_url, NULL, vc.is_visible, m.media_id,
             coalesce(m.category_id, 'own:' || m.own_category), 'custom'
        FROM version_custom_modules vc
        JOIN agency_modules m ON m.id = vc.module_id AND m.deleted_at IS NULL`;

/**
 * Verified progress and the agency's own videos (issue #17).
 *
 * - `agency_modules`: an agency's own modules (an upload through the media pipeline or a
 *   YouTube/Vimeo/Loom link), shared by any of its versions through `version_custom_modules`,
 *   which holds each one's place among the catalogue's modules (a fractional position) and its
 *   visibility. A deleted module keeps its row (deleted_at) so clients' history still names it.
 * - `version_modules` now lists both: catalogue rows keyed (category_id, module_id) as before,
 *   custom rows keyed ('custom', module uuid) and shown under `display_category` (a catalogue
 *   category id, or 'own:<title>' for a category of the agency's own).
 * - `module_progress`: one row per client and module, the merged watched ranges the server
 *   computed from heartbeats, the resume position, the last beat, and the credit clock that keeps credit under 2x wall time.
 *   One row written per heartbeat; fillfactor leaves room for HOT updates.
 * - `portal_tokens`: one per device a client signed in on (it was one per client).
 * - `module_completions` lose their tie to the catalogue (custom modules complete too) and say
 *   whether the client only said so: every completion before this was a click, so they are
 *   kept as self-reported.
 */
export class VerifiedProgress1795600000000 implements MigrationInterface {
  name = 'VerifiedProgress1795600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE agency_modules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES retainly_users (id) ON DELETE CASCADE,
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
        description text NOT NULL DEFAULT '' CHECK (length(description) <= 1000),
        category_id text CHECK (length(category_id) <= 60),
        own_category text CHECK (length(own_category) BETWEEN 1 AND 60),
        video_url text CHECK (video_url ~ '^https://'),
        media_id uuid REFERENCES media_items (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        CHECK ((category_id IS NULL) <> (own_category IS NULL))
      )`);
    await db.query(
      `CREATE INDEX agency_modules_user ON agency_modules (user_id, created_at)
       WHERE deleted_at IS NULL`,
    );
    await db.query(`
      CREATE TABLE version_custom_modules (
        version_id text NOT NULL REFERENCES agency_versions (id) ON DELETE CASCADE,
        module_id uuid NOT NULL REFERENCES agency_modules (id) ON DELETE CASCADE,
        position float8 NOT NULL,
        is_visible boolean NOT NULL DEFAULT true,
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (version_id, module_id)
      )`);
    await db.query(
      `CREATE INDEX version_custom_modules_module ON version_custom_modules (module_id)`,
    );
    await db.query(`
      ALTER TABLE media_items DROP CONSTRAINT media_items_target_type_check,
        ADD CONSTRAINT media_items_target_type_check CHECK (target_type IN
          ('catalogue_module', 'landing_intro', 'walkthrough', 'agency_module'))`);

    await db.query(`DROP VIEW version_modules`);
    await db.query(`CREATE VIEW version_modules AS ${VERSION_MODULES_WITH_CUSTOM}`);

    await db.query(`
      ALTER TABLE module_completions
        DROP CONSTRAINT module_completions_category_id_module_id_fkey,
        ADD COLUMN self_reported boolean NOT NULL DEFAULT true`);
    await db.query(`ALTER TABLE module_completions ALTER COLUMN self_reported SET DEFAULT false`);
    await db.query(`
      CREATE TABLE module_progress (
        client_id uuid NOT NULL REFERENCES portal_clients (id) ON DELETE CASCADE,
        ${MODULE_KEY},
        watched float8[] NOT NULL DEFAULT '{}',
        watched_seconds float8 NOT NULL DEFAULT 0,
        duration_seconds float8 NOT NULL CHECK (duration_seconds > 0),
        position_seconds float8 NOT NULL DEFAULT 0,
        revision integer NOT NULL DEFAULT 0,
        started_at timestamptz NOT NULL DEFAULT now(),
        beat_at timestamptz NOT NULL DEFAULT now(),
        credit_clock timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        PRIMARY KEY (client_id, category_id, module_id)
      ) WITH (fillfactor = 70)`);
    await db.query(`
      ALTER TABLE portal_clients
        ADD COLUMN started_at timestamptz,
        ADD COLUMN onboarding_completed_at timestamptz`);
    // A token per device: signing in on a phone no longer signs the laptop out mid-video.
    await db.query(`
      CREATE TABLE portal_tokens (
        token_hash bytea PRIMARY KEY,
        client_id uuid NOT NULL REFERENCES portal_clients (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX portal_tokens_client ON portal_tokens (client_id, created_at)`);
    await db.query(`
      INSERT INTO portal_tokens (token_hash, client_id, created_at)
      SELECT token_hash, id, last_login_at FROM portal_clients WHERE token_hash IS NOT NULL`);
    await db.query(`ALTER TABLE portal_clients DROP COLUMN token_hash`);

    // Completion counts now read version_modules, so custom modules and their visibility count.
    await db.query(`
      CREATE OR REPLACE FUNCTION portal_client_completed_visible(client uuid) RETURNS integer
      LANGUAGE sql STABLE AS $$
        SELECT count(*)::integer FROM module_completions m
        JOIN portal_clients p ON p.id = m.client_id
        JOIN version_modules vm ON vm.version_id = p.version_id
         AND vm.category_id = m.category_id AND vm.module_id = m.module_id AND vm.is_visible
        WHERE m.client_id = client
      $$`);
    await db.query(`
      CREATE TRIGGER version_custom_modules_recount
      AFTER INSERT OR UPDATE OF is_visible OR DELETE ON version_custom_modules
      FOR EACH ROW EXECUTE FUNCTION recount_version()`);
    await db.query(
      `UPDATE portal_clients SET completed_visible = portal_client_completed_visible(id)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER version_custom_modules_recount ON version_custom_modules`);
    await db.query(`CREATE OR REPLACE FUNCTION ${COMPLETED_VISIBLE}`);
    await db.query(`ALTER TABLE portal_clients ADD COLUMN token_hash bytea UNIQUE`);
    await db.query(`
      UPDATE portal_clients p SET token_hash = (SELECT t.token_hash FROM portal_tokens t
        WHERE t.client_id = p.id ORDER BY t.created_at DESC LIMIT 1)`);
    await db.query(`DROP TABLE portal_tokens`);
    await db.query(
      `ALTER TABLE portal_clients DROP COLUMN started_at, DROP COLUMN onboarding_completed_at`,
    );
    await db.query(`DROP TABLE module_progress`);
    await db.query(`DELETE FROM module_completions WHERE category_id = 'custom'`);
    await db.query(`
      ALTER TABLE module_completions DROP COLUMN self_reported,
        ADD CONSTRAINT module_completions_category_id_module_id_fkey ${CATALOGUE_MODULE_REFERENCE}`);
    await db.query(`DROP VIEW version_modules`);
    await db.query(`CREATE VIEW version_modules AS ${VERSION_MODULES_WITH_MEDIA}`);
    await db.query(`DELETE FROM media_items WHERE target_type = 'agency_module'`);
    await db.query(`
      ALTER TABLE media_items DROP CONSTRAINT media_items_target_type_check,
        ADD CONSTRAINT media_items_target_type_check CHECK (target_type IN
          ('catalogue_module', 'landing_intro', 'walkthrough'))`);
    await db.query(`DROP TABLE version_custom_modules`);
    await db.query(`DROP TABLE agency_modules`);
  }
}
