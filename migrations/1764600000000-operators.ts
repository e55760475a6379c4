import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Operators (issue #9): a role on the user, an audit log of what operators change, and the
 * billing webhook's receipts (one row per webhook-id, so a replay does nothing).
 */
export class Operators1764600000000 implements MigrationInterface {
  name = 'Operators1764600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE retainly_users
        ADD COLUMN role text NOT NULL DEFAULT 'agency' CHECK (role IN ('agency', 'operator'))`);
    await db.query(`
      CREATE TABLE operator_audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        operator_id uuid REFERENCES retainly_users (id) ON DELETE SET NULL,
        operator_email text NOT NULL,
        action text NOT NULL,
        target_type text NOT NULL,
        target_id text NOT NULL,
        before jsonb,
        after jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE INDEX operator_audit_log_target ON operator_audit_log (target_type, target_id, id DESC)`,
    );
    await db.query(`
      CREATE TABLE billing_webhook_receipts (
        webhook_id text PRIMARY KEY,
        type text NOT NULL,
        outcome text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE billing_webhook_receipts`);
    await db.query(`DROP TABLE operator_audit_log`);
    await db.query(`ALTER TABLE retainly_users DROP COLUMN role`);
  }
}
