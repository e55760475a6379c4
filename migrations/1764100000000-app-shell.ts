import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The app shell: the agency name in settings, wheel spins, cancellation surveys. */
export class AppShell1764100000000 implements MigrationInterface {
  name = 'AppShell1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE retainly_users ADD COLUMN agency_name text CHECK (length(agency_name) <= 120)`,
    );
    await db.query(
      `ALTER TABLE retainly_users ADD CONSTRAINT retainly_users_full_name_length
       CHECK (length(full_name) <= 120) NOT VALID`,
    );
    // The server decides every spin: at most three per user, each with its prize.
    await db.query(`
      CREATE TABLE wheel_spins (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES retainly_users (id) ON DELETE CASCADE,
        segment_index smallint NOT NULL CHECK (segment_index BETWEEN 0 AND 5),
        code text NOT NULL,
        percent smallint NOT NULL,
        claimed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX wheel_spins_user ON wheel_spins (user_id, created_at)`);
    await db.query(`
      CREATE TABLE cancellations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES retainly_users (id) ON DELETE CASCADE,
        reason text NOT NULL,
        had_onboarding_call boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE cancellations`);
    await db.query(`DROP TABLE wheel_spins`);
    await db.query(`ALTER TABLE retainly_users DROP CONSTRAINT retainly_users_full_name_length`);
    await db.query(`ALTER TABLE retainly_users DROP COLUMN agency_name`);
  }
}
