import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createOutboxNotify, dropOutboxNotify } from './1763700000000-foundation';

/**
 * The relay is woken over Redis pub/sub after commit (OutboxWake, issue #20) instead of by a
 * NOTIFY trigger: PostgreSQL serialises the commits of notifying transactions on one lock, so
 * the trigger capped the rate at which anything writing an event could commit.
 */
export class OutboxWakeOverRedis1795900000000 implements MigrationInterface {
  name = 'OutboxWakeOverRedis1795900000000';

  async up(db: QueryRunner): Promise<void> {
    await dropOutboxNotify(db);
  }

  async down(db: QueryRunner): Promise<void> {
    await createOutboxNotify(db);
  }
}
