import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * portal_client_completed_visible as this migration defines it: a client's completions that
 * their version's settings do not hide. 1795600000000-verified-progress's down restores it from
 * here.
 */
export const COMPLETED_VISIBLE = `
      portal_client_completed_visible(client uuid) RETURNS integer
      LANGUAGE sql STABLE AS $$
        SELECT count(*)::integer FROM module_completions m
        JOIN portal_clients p ON p.id = m.client_id
        WHERE m.client_id = client AND NOT EXISTS (
          SELECT 1 FROM agency_video_settings s WHERE s.version_id = p.version_id
            AND s.category_id = m.category_id AND s.module_id = m.module_id AND NOT s.is_visible)
      $$`;

/** The completion-count triggers' functions as this migration defines them (restored by 1795950000000's down). */
export const COUNT_COMPLETION = `
      count_completion() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        row_client uuid := coalesce(NEW.client_id, OLD.client_id);
      BEGIN
        UPDATE portal_clients SET completed_visible = portal_client_completed_visible(row_client)
        WHERE id = row_client;
        RETURN NULL;
      END $$`;

export const RECOUNT_VERSION = `
      recount_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE portal_clients SET completed_visible = portal_client_completed_visible(id)
        WHERE version_id = coalesce(NEW.version_id, OLD.version_id);
        RETURN NULL;
      END $$`;

/**
 * Each portal client's count of completed modules that are visible in their version, kept by
 * triggers so every writer (the portal, the visibility editor, seeds) stays consistent and the
 * dashboard reads one small row per client instead of counting 220,000 completions per page.
 */
export class CompletionCounts1764300000000 implements MigrationInterface {
  name = 'CompletionCounts1764300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE portal_clients ADD COLUMN completed_visible integer NOT NULL DEFAULT 0`,
    );
    await db.query(`CREATE FUNCTION ${COMPLETED_VISIBLE}`);
    await db.query(
      `UPDATE portal_clients SET completed_visible = portal_client_completed_visible(id)`,
    );
    await db.query(`CREATE FUNCTION ${COUNT_COMPLETION}`);
    await db.query(`
      CREATE TRIGGER module_completions_count AFTER INSERT OR DELETE ON module_completions
      FOR EACH ROW EXECUTE FUNCTION count_completion()`);
    await db.query(`CREATE FUNCTION ${RECOUNT_VERSION}`);
    await db.query(`
      CREATE TRIGGER agency_video_settings_recount
      AFTER INSERT OR UPDATE OF is_visible OR DELETE ON agency_video_settings
      FOR EACH ROW EXECUTE FUNCTION recount_version()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER agency_video_settings_recount ON agency_video_settings`);
    await db.query(`DROP FUNCTION recount_version()`);
    await db.query(`DROP TRIGGER module_completions_count ON module_completions`);
    await db.query(`DROP FUNCTION count_completion()`);
    await db.query(`DROP FUNCTION portal_client_completed_visible(uuid)`);
    await db.query(`ALTER TABLE portal_clients DROP COLUMN completed_visible`);
  }
}
