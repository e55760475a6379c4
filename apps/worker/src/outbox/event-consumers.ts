import type { AppConfig } from '@retainly/config';
import {
  EVENT_CONSUMERS,
  REPLAYED_JOB,
  type DomainEventType,
  type JobName,
} from '@retainly/events';
import { isJobEnabled } from '@retainly/queues';

export interface PublishableEvent {
  id: string;
  type: DomainEventType;
  /** Above 0: an operator's replay, which re-runs the webhook delivery only. */
  replays: number;
}

/** The jobs one publication of `event` creates; undefined for an event type we do not know. */
export function consumersOf(event: PublishableEvent, config: AppConfig): JobName[] | undefined {
  const consumers = event.replays > 0 ? [REPLAYED_JOB] : EVENT_CONSUMERS[event.type];
  return consumers?.filter((job) => isJobEnabled(job, config));
}
