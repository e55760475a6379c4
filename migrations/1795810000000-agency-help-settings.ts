import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The help launcher inside the agency's CRM (issue #19). One row per agency, written the first
 * time it saves the form: until then the launcher's config answers 404 and the button never
 * appears. `crm_origins` are the only origins that may frame the embedded portal
 * (frame-ancestors) and read the launcher config (CORS), so they are validated origins only.
 * `sub_account_ids` NULL means every sub-account.
 */
export class AgencyHelpSettings1795810000000 implements MigrationInterface {
  name = 'AgencyHelpSettings1795810000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE agency_help_settings (
        user_id uuid PRIMARY KEY REFERENCES retainly_users (id) ON DELETE CASCADE,
        version_id text NOT NULL REFERENCES agency_versions (id) ON DELETE CASCADE,
        crm_origins text[] NOT NULL DEFAULT '{}' CHECK (cardinality(crm_origins) <= 5),
        sub_account_ids text[] CHECK (cardinality(sub_account_ids) <= 50),
        label text NOT NULL DEFAULT 'Help' CHECK (length(label) BETWEEN 1 AND 30),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The embed page and the launcher config look settings up by the version they serve.
    await db.query(
      `CREATE INDEX agency_help_settings_version ON agency_help_settings (version_id)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE agency_help_settings`);
  }
}
