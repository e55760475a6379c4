import type { MigrationInterface, QueryRunner } from 'typeorm';
import { FORM_EMAIL, FORM_SENDER } from './sql/columns';

/** What the public site's forms store: affiliate applications, summit leads, webinar seats. */
export class PublicSite1764000000000 implements MigrationInterface {
  name = 'PublicSite1764000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE affiliates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${FORM_SENDER},
        company text CHECK (length(company) <= 160),
        network_size text NOT NULL
          CHECK (network_size IN ('1-10', '11-25', '26-50', '51-100', '100+', 'building')),
        audience_description text CHECK (length(audience_description) <= 2000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX affiliates_email ON affiliates (email)`);
    await db.query(`
      CREATE TABLE levelup_connections (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
        phone_number text NOT NULL CHECK (phone_number ~ '^\\+[0-9]{8,18}$'),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE webinar_registrations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        first_name text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 120),
        ${FORM_EMAIL},
        session_starts_at timestamptz NOT NULL,
        consent boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (email, session_starts_at)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE webinar_registrations`);
    await db.query(`DROP TABLE levelup_connections`);
    await db.query(`DROP TABLE affiliates`);
  }
}
