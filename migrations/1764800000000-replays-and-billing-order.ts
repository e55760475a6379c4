import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #9 follow-ups. `outbox_events.replays`: an operator's replay puts the event back in the
 * outbox (unpublished, replays + 1) so the relay delivers it after the replay commits, with a job
 * id of its own. `retainly_users.billing_event_at`: the time of the last billing event applied to
 * the account, so a late retry of an older event cannot undo a newer one.
 */
export class ReplaysAndBillingOrder1764800000000 implements MigrationInterface {
  name = 'ReplaysAndBillingOrder1764800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE outbox_events ADD COLUMN replays integer NOT NULL DEFAULT 0 CHECK (replays >= 0)`,
    );
    await db.query(`ALTER TABLE retainly_users ADD COLUMN billing_event_at timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE retainly_users DROP COLUMN billing_event_at`);
    await db.query(`ALTER TABLE outbox_events DROP COLUMN replays`);
  }
}
