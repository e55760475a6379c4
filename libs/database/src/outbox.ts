import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { DomainEvent } from '@retainly/events';

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
  return ids;
}
