import type { JobsOptions } from 'bullmq';
import type { AppConfig } from '@retainly/config';
import { JobName } from '@retainly/events';

const DAY_SECONDS = 86_400;

/** Kept long enough to inspect in Bull Board and to deduplicate re-published events. */
const RETENTION = {
  removeOnComplete: { age: 7 * DAY_SECONDS, count: 10_000 },
  removeOnFail: { age: 30 * DAY_SECONDS, count: 50_000 },
} satisfies JobsOptions;

/** The backoff type the worker resolves against WEBHOOK_RETRY_SCHEDULE. */
export const SCHEDULE_BACKOFF = 'retry-schedule';

/** Default options for each job: attempts, backoff and retention. */
export function jobOptions(job: JobName, config: AppConfig): JobsOptions {
  switch (job) {
    case JobName.DeliverMarketingWebhook:
    case JobName.DeliverAgencyWebhook:
      return {
        ...RETENTION,
        attempts: config.WEBHOOK_RETRY_SCHEDULE.length + 1,
        backoff: { type: SCHEDULE_BACKOFF },
      };
    case JobName.SendEmail:
    case JobName.SendDigest:
    case JobName.ScheduleTrialMilestones:
    case JobName.ReachTrialMilestone:
    case JobName.FanOutAgencyEvent:
      return { ...RETENTION, attempts: 6, backoff: { type: 'exponential', delay: 2_000 } };
    case JobName.GenerateOffer:
    case JobName.DraftTranslations:
      // The user is watching: a few quick retries (about 1 s, then 2 s; jitter only shortens them),
      // then a clear failure.
      return {
        ...RETENTION,
        attempts: config.AI_ATTEMPTS,
        backoff: { type: 'exponential', delay: config.AI_RETRY_DELAY_MS, jitter: 0.5 },
      };
    case JobName.ProcessVideo:
      // A crash or a full disk may pass; a file that is not a video fails at once (Unrecoverable).
      return { ...RETENTION, attempts: 3, backoff: { type: 'exponential', delay: 5_000 } };
    case JobName.SweepOutcomes:
      // The next period sweeps again: no retries, and only a few finished sweeps kept.
      return {
        attempts: 1,
        removeOnComplete: { age: DAY_SECONDS, count: 100 },
        removeOnFail: { age: 7 * DAY_SECONDS, count: 1_000 },
      };
    case JobName.SendNudge:
      return { ...RETENTION, attempts: 6, backoff: { type: 'exponential', delay: 5_000 } };
  }
}

/**
 * Delay before retry number `attemptsMade` (1-based): the scheduled delay plus up to 20%
 * random jitter, so a receiver that was down is not hit by every retry at the same instant.
 */
export function scheduledRetryDelay(
  schedule: readonly number[],
  attemptsMade: number,
  random: () => number = Math.random,
): number {
  const base = schedule[Math.min(attemptsMade, schedule.length) - 1] ?? 0;
  return Math.round(base * (1 + 0.2 * random()));
}
