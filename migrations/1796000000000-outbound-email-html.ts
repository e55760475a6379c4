import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The HTML part of an outgoing e-mail, kept (outside production, as the text is) so the
 * development mailbox shows the e-mail as it was sent.
 */
export class OutboundEmailHtml1796000000000 implements MigrationInterface {
  name = 'OutboundEmailHtml1796000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE outbound_emails ADD COLUMN html_body text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE outbound_emails DROP COLUMN html_body`);
  }
}
