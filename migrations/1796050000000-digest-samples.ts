import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When an agency last sent itself a sample digest ('Send me one now'): one row per agency, so
 * the once-a-minute limit holds across api replicas. Separate from agency_digests, so a sample
 * never counts as the week's digest.
 */
export class DigestSamples1796050000000 implements MigrationInterface {
  name = 'DigestSamples1796050000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE agency_digest_samples (
        user_id uuid PRIMARY KEY REFERENCES retainly_users (id) ON DELETE CASCADE,
        sent_at timestamptz NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE agency_digest_samples`);
  }
}
