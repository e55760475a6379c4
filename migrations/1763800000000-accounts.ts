import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sessions, single-use e-mailed tokens, and the outgoing e-mail queue. */
export class Accounts1763800000000 implements MigrationInterface {
  name = 'Accounts1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES retainly_users (id) ON DELETE CASCADE,
        token_hash bytea NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await db.query(
      `CREATE INDEX sessions_live_by_user ON sessions (user_id) WHERE revoked_at IS NULL`,
    );

    await db.query(`
      CREATE TABLE one_time_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES retainly_users (id) ON DELETE CASCADE,
        purpose text NOT NULL
          CHECK (purpose IN ('confirm_email', 'set_password', 'reset_password', 'sign_in_link')),
        token_hash bytea NOT NULL UNIQUE,
        pending_password_hash text,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);

    await db.query(`
      CREATE TABLE outbound_emails (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE outbound_emails`);
    await db.query(`DROP TABLE one_time_tokens`);
    await db.query(`DROP TABLE sessions`);
  }
}
