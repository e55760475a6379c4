import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What an unfinished upload has received (issue #32): the quota counts these bytes, not the
 * Upload-Length it declared. Uploads already under way keep counting their whole size until they
 * finish or expire, as before (what they received is not known here).
 */
export class UploadReceivedBytes1796060000000 implements MigrationInterface {
  name = 'UploadReceivedBytes1796060000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE media_items ADD COLUMN received_bytes bigint NOT NULL DEFAULT 0`);
    await db.query(
      `UPDATE media_items SET received_bytes = source_bytes WHERE status = 'uploading'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE media_items DROP COLUMN received_bytes`);
  }
}
