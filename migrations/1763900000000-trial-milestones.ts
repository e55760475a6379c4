import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Which trial milestones (offer windows, expiry) have been announced, so each happens once. */
export class TrialMilestones1763900000000 implements MigrationInterface {
  name = 'TrialMilestones1763900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE trial_milestones (
        user_id uuid NOT NULL REFERENCES retainly_users (id) ON DELETE CASCADE,
        milestone text NOT NULL CHECK (milestone IN ('six-months-free', 'spin-to-win', 'trial-expired')),
        reached_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, milestone)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE trial_milestones`);
  }
}
