import { UnrecoverableError } from 'bullmq';
import type { DataSource } from 'typeorm';

/** The `data` of the outbox event a job was made for; a missing event is a permanent failure. */
export async function eventData<T>(db: DataSource, eventId: string): Promise<T> {
  const [event]: { data: T }[] = await db.query(`SELECT data FROM outbox_events WHERE id = $1`, [
    eventId,
  ]);
  if (!event) throw new UnrecoverableError(`Event ${eventId} does not exist`);
  return event.data;
}
