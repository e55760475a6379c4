import type { JobsOptions } from 'bullmq';
import type { AppConfig } from '@retainly/config';

const DAY_SECONDS = 86_400;

/** Kept long enough to inspect in Bull Board and to deduplicate re-published events. */
export const RETENTION = {
  removeOnComplete: { age: 7 * DAY_SECONDS, count: 10_000 },
  removeOnFail: { age: 30 * DAY_SECONDS, count: 50_000 },
} satisfies JobsOptions;

/** The backoff type the worker resolves against WEBHOOK_RETRY_SCHEDULE. */
export const SCHEDULE_BACKOFF = 'retry-schedule';

/** Webhook deliveries: one attempt plus one per WEBHOOK_RETRY_SCHEDULE step. */
export function scheduledRetries(config: AppConfig): JobsOptions {
  return {
    ...RETENTION,
    attempts: config.WEBHOOK_RETRY_SCHEDULE.length + 1,
    backoff: { type: SCHEDULE_BACKOFF },
  };
}

/** `attempts` tries, the waits doubling from `delayMs`. */
export function exponentialRetries(attempts: number, delayMs: number): () => JobsOptions {
  return () => ({ ...RETENTION, attempts, backoff: { type: 'exponential', delay: delayMs } });
}

/**
 * The user is watching: a few quick retries (about 1 s, then 2 s; jitter only shortens them),
 * then a clear failure.
 */
export function aiRetries(config: AppConfig): JobsOptions {
  return {
    ...RETENTION,
    attempts: config.AI_ATTEMPTS,
    backoff: { type: 'exponential', delay: config.AI_RETRY_DELAY_MS, jitter: 0.5 },
  };
}

/** A periodic pass: the next period runs again, so no retries and few finished jobs kept. */
export function periodicPassOptions(): JobsOptions {
  return {
    attempts: 1,
    removeOnComplete: { age: DAY_SECONDS, count: 100 },
    removeOnFail: { age: 7 * DAY_SECONDS, count: 1_000 },
  };
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
