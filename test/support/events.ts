import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { appendEvents } from '@retainly/database';
import type { DomainEvent } from '@retainly/events';

export function userSignedUp(email = `${randomUUID()}@agency.test`): DomainEvent<'UserSignedUp'> {
  return { type: 'UserSignedUp', data: { user_id: randomUUID(), email, affiliate_id: null } };
}

/** Commits one event in its own transaction, as a use-case would; returns its id. */
export async function commitEvent(
  db: DataSource,
  event: DomainEvent = userSignedUp(),
): Promise<string> {
  const [id] = await db.transaction((manager) => appendEvents(manager, [event]));
  return id;
}

export interface DeliveryRow {
  attempt: number;
  outcome: string;
  status_code: number | null;
  error: string | null;
  finished_at: Date | null;
}

export function deliveries(db: DataSource, eventId: string): Promise<DeliveryRow[]> {
  return db.query(
    `SELECT attempt, outcome, status_code, error, finished_at FROM webhook_deliveries
     WHERE event_id = $1 ORDER BY id`,
    [eventId],
  );
}

export async function consumption(db: DataSource, eventId: string): Promise<string | undefined> {
  const rows: { outcome: string }[] = await db.query(
    `SELECT outcome FROM event_consumptions WHERE event_id = $1`,
    [eventId],
  );
  return rows[0]?.outcome;
}
