import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each delivery attempt's round: the replay count of its event or message when it ran (0 before
 * any replay). The retry schedule is counted per round from these rows, so a job a reconciler
 * re-adds after Redis lost it keeps its round's count, and a replay starts a fresh one.
 */
export class AttemptRounds1796071000000 implements MigrationInterface {
  name = 'AttemptRounds1796071000000';

  async up(db: QueryRunner): Promise<void> {
    for (const table of ['webhook_deliveries', 'agency_webhook_attempts']) {
      await db.query(`ALTER TABLE ${table} ADD COLUMN round integer NOT NULL DEFAULT 0`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['webhook_deliveries', 'agency_webhook_attempts']) {
      await db.query(`ALTER TABLE ${table} DROP COLUMN round`);
    }
  }
}
