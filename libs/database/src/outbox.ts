import { randomUUID } from 'node:crypto';
import type { EntityManager, QueryRunner } from 'typeorm';
import type { DomainEvent } from '@retainly/events';

/** The flag on a transaction's QueryRunner saying it wrote outbox rows the relay should see. */
const OUTBOX_WRITTEN = 'outboxWritten';

/**
 * Records domain events inside the caller's transaction, so an event exists exactly when the
 * change it describes was committed. Returns the new event ids.
 */
export async function appendEvents(
  manager: EntityManager,
  events: readonly DomainEvent[],
): Promise<string[]> {
  if (events.length === 0) return [];
  const ids = events.map(() => randomUUID());
  await manager.query(
    `INSERT INTO outbox_events (id, type, data)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::jsonb[])`,
    [ids, events.map((event) => event.type), events.map((event) => JSON.stringify(event.data))],
  );
  markOutboxWritten(manager);
  return ids;
}

/**
 * Asks for the relay to be woken once this transaction commits (see OutboxWake in
 * @retainly/queues). Without it the relay still finds the rows on its next poll.
 */
export function markOutboxWritten(manager: EntityManager): void {
  if (manager.queryRunner) manager.queryRunner.data[OUTBOX_WRITTEN] = true;
}

/** True once, after the outermost commit of a transaction that wrote outbox rows. */
export function takeOutboxWritten(queryRunner: QueryRunner): boolean {
  if (queryRunner.isTransactionActive || !queryRunner.data[OUTBOX_WRITTEN]) return false;
  delete queryRunner.data[OUTBOX_WRITTEN];
  return true;
}

/** Forgets the flag when the outermost transaction rolls back. */
export function clearOutboxWritten(queryRunner: QueryRunner): void {
  if (!queryRunner.isTransactionActive) delete queryRunner.data[OUTBOX_WRITTEN];
}
