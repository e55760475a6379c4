import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A multilingual portal (issue #19): each version has a default language, and a client's own
 * choice is kept (their reminder e-mails and resume page speak it).
 */
export class PortalLanguages1795800000000 implements MigrationInterface {
  name = 'PortalLanguages1795800000000';

  async up(db: QueryRunner): Promise<void> {
    const languages = `('en', 'es', 'pt-BR', 'fr', 'de', 'it')`;
    await db.query(`
      ALTER TABLE agency_versions
        ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ${languages})`);
    await db.query(`
      ALTER TABLE portal_clients
        ADD COLUMN language text CHECK (language IN ${languages})`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE portal_clients DROP COLUMN language`);
    await db.query(`ALTER TABLE agency_versions DROP COLUMN language`);
  }
}
