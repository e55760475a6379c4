import { UnrecoverableError } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { JobEvent, JobName } from '@retainly/events';

/**
 * The outbox event a job was made for, typed by the events that create that job (the relay
 * makes a job only for those, see EVENT_CONSUMERS). A missing event is a permanent failure.
 */
export async function jobEvent<J extends JobName>(
  db: DataSource,
  _job: J,
  eventId: string,
): Promise<JobEvent<J>> {
  const [event]: JobEvent<J>[] = await db.query(
    `SELECT type, data FROM outbox_events WHERE id = $1`,
    [eventId],
  );
  if (!event) throw new UnrecoverableError(`Event ${eventId} does not exist`);
  return event;
}
