import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The relay is woken over Redis pub/sub after commit (OutboxWake, issue #20) instead of by a
 * NOTIFY trigger: PostgreSQL serialises the commits of notifying transactions on one lock, so
 * the trigger capped the rate at which anything writing an event could commit.
 */
export class OutboxWakeOverRedis1795900000000 implements MigrationInterface {
  name = 'OutboxWakeOverRedis1795900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER outbox_events_notify ON outbox_events`);
    await db.query(`DROP FUNCTION notify_outbox()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION notify_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('outbox_events', '');
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER outbox_events_notify AFTER INSERT ON outbox_events
      FOR EACH STATEMENT EXECUTE FUNCTION notify_outbox()`);
  }
}
