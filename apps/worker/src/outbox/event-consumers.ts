import type { AppConfig } from '@retainly/config';
import { EVENT_CONSUMERS, JobName, REPLAYED_JOB, type DomainEventType } from '@retainly/events';

export interface PublishableEvent {
  id: string;
  type: DomainEventType;
  /** Above 0: an operator's replay, which re-runs the webhook delivery only. */
  replays: number;
}

/** Jobs that run at all in this deployment (the marketing webhook needs its URL). */
export function isJobEnabled(job: JobName, config: AppConfig): boolean {
  switch (job) {
    case JobName.DeliverMarketingWebhook:
      return Boolean(config.MARKETING_WEBHOOK_URL);
    case JobName.SendEmail:
    case JobName.SendDigest:
    case JobName.ScheduleTrialMilestones:
    case JobName.ReachTrialMilestone:
    case JobName.GenerateOffer:
    case JobName.DraftTranslations:
    case JobName.ProcessVideo:
    case JobName.SweepOutcomes:
    case JobName.SendNudge:
    case JobName.FanOutAgencyEvent:
    case JobName.DeliverAgencyWebhook:
      return true;
  }
}

/** The jobs one publication of `event` creates; undefined for an event type we do not know. */
export function consumersOf(event: PublishableEvent, config: AppConfig): JobName[] | undefined {
  const consumers = event.replays > 0 ? [REPLAYED_JOB] : EVENT_CONSUMERS[event.type];
  return consumers?.filter((job) => isJobEnabled(job, config));
}
