import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each periodic pass last started, and how many times it has run: the record that lets a
 * pass run once per period however many workers tick for it (issue #20), and that tells an
 * operator the pass is alive.
 */
export class PeriodicRuns1795920000000 implements MigrationInterface {
  name = 'PeriodicRuns1795920000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE periodic_runs (
        name text PRIMARY KEY,
        started_at timestamptz NOT NULL,
        runs bigint NOT NULL DEFAULT 1
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE periodic_runs`);
  }
}
