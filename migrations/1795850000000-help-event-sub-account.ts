import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The CRM sub-account a help event came from (issue #19): the agency's CRM automation can tell
 * which of its locations the client was in. Null when the panel was opened outside one.
 */
export class HelpEventSubAccount1795850000000 implements MigrationInterface {
  name = 'HelpEventSubAccount1795850000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE help_events
        ADD COLUMN sub_account_id text CHECK (sub_account_id ~ '^[A-Za-z0-9_-]{1,64}$')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE help_events DROP COLUMN sub_account_id`);
  }
}
