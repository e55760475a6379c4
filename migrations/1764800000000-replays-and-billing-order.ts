import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #9 follow-ups.
 * - `outbox_events.replays`: an operator's replay puts the event back in the outbox
 *   (unpublished, replays + 1), so the relay delivers it once the replay commits, under a job
 *   id of its own.
 * - `event_consumptions_gave_up`: range replays look up deliveries by when they gave up.
 * - `billing_email_clock`: the time of the last billing event applied per e-mail (an account
 *   may not exist yet), so a late retry of an older event cannot undo a newer one.
 */
export class ReplaysAndBillingOrder1764800000000 implements MigrationInterface {
  name = 'ReplaysAndBillingOrder1764800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE outbox_events ADD COLUMN replays integer NOT NULL DEFAULT 0 CHECK (replays >= 0)`,
    );
    await db.query(
      `CREATE INDEX event_consumptions_gave_up ON event_consumptions (finished_at)
        WHERE outcome = 'gave_up'`,
    );
    await db.query(`
      CREATE TABLE billing_email_clock (
        email text PRIMARY KEY,
        event_at timestamptz NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE billing_email_clock`);
    await db.query(`DROP INDEX event_consumptions_gave_up`);
    await db.query(`ALTER TABLE outbox_events DROP COLUMN replays`);
  }
}
