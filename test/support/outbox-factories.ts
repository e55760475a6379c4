import { randomUUID } from 'node:crypto';
import type { DomainEventType } from '@retainly/events';
import { insertRow, type Queryable } from './insert-row';

/**
 * An event row in a state the test names (published or not, long ago): for an event committed
 * as a use-case commits one, commitEvent (events.ts).
 */
export interface OutboxEventFields {
  /** A fresh one unless given (the column has no default: publishers make it). */
  id?: string;
  type: DomainEventType;
  /** The payload; tests that only need a row give `{}`. */
  data: object;
  /** When the relay handed its jobs to Redis; null (the default) while waiting for the relay. */
  published_at?: Date | null;
  webhook_enqueued?: boolean;
}

/** Inserts an outbox event with `fields`; returns its id. */
export async function insertOutboxEvent(db: Queryable, fields: OutboxEventFields): Promise<string> {
  const row = { ...fields, id: fields.id ?? randomUUID(), data: JSON.stringify(fields.data) };
  return (await insertRow<{ id: string }>(db, 'outbox_events', row, 'id')).id;
}
