import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #15, delivery reliability.
 * - `interrupted`: an attempt whose worker died mid-delivery is closed as such by the retry.
 * - `outbox_events_published_at`: the lost-job reconciler looks up recent publications.
 * - `outbox_events.webhook_enqueued`: whether the relay created a marketing webhook job for the
 *   event, so the reconciler never sends events published while no webhook was configured.
 */
export class DeliveryReliability1764900000000 implements MigrationInterface {
  name = 'DeliveryReliability1764900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_outcome_check,
        ADD CONSTRAINT webhook_deliveries_outcome_check
          CHECK (outcome IN ('in_flight', 'succeeded', 'failed', 'gone', 'interrupted'))`);
    await db.query(
      `ALTER TABLE outbox_events ADD COLUMN webhook_enqueued boolean NOT NULL DEFAULT false`,
    );
    await db.query(
      `CREATE INDEX outbox_events_published_at ON outbox_events (published_at)
        WHERE published_at IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX outbox_events_published_at`);
    await db.query(`ALTER TABLE outbox_events DROP COLUMN webhook_enqueued`);
    await db.query(
      `UPDATE webhook_deliveries SET outcome = 'in_flight' WHERE outcome = 'interrupted'`,
    );
    await db.query(`
      ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_outcome_check,
        ADD CONSTRAINT webhook_deliveries_outcome_check
          CHECK (outcome IN ('in_flight', 'succeeded', 'failed', 'gone'))`);
  }
}
