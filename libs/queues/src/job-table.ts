import type { Job, JobsOptions, RateLimiterOptions } from 'bullmq';
import type { AppConfig } from '@retainly/config';
import { ALL_JOBS, JobName, QueueName, type JobPayloads } from '@retainly/events';
import {
  aiRetries,
  exponentialRetries,
  periodicPassOptions,
  scheduledRetries,
} from './job-options';

/** Everything about one kind of job but its handler (the worker finds that by @JobHandler). */
export interface JobEntry {
  queue: QueueName;
  /** Attempts, backoff and retention of every job of this kind, however it is added. */
  options: (config: AppConfig) => JobsOptions;
  /**
   * Jobs one worker process runs at once. A queue has one BullMQ worker, so this is shared with
   * the other jobs of the queue, which must say the same (checked at boot).
   */
  concurrency: (config: AppConfig) => number;
  /** A cap across all workers (BullMQ's limiter is global); same rule as concurrency. */
  limiter?: (config: AppConfig) => RateLimiterOptions;
  /** False: this deployment lacks what the job needs, so the relay creates none. */
  enabled: (config: AppConfig) => boolean;
}

const always = () => true;
const webhookConcurrency = (config: AppConfig) => config.WEBHOOK_CONCURRENCY;
const aiConcurrency = (config: AppConfig) => config.AI_CONCURRENCY;
const quickRetries = exponentialRetries(6, 2_000);

/** One entry per job: the relay, the producers and the workers read nothing else. */
export const JOBS: Readonly<Record<JobName, JobEntry>> = {
  [JobName.DeliverMarketingWebhook]: {
    queue: QueueName.MarketingWebhooks,
    options: scheduledRetries,
    concurrency: webhookConcurrency, // I/O-bound
    enabled: (config) => Boolean(config.MARKETING_WEBHOOK_URL),
  },
  [JobName.SendEmail]: {
    queue: QueueName.Email,
    options: quickRetries,
    concurrency: () => 5,
    enabled: always,
  },
  [JobName.SendDigest]: {
    queue: QueueName.Email,
    options: quickRetries,
    concurrency: () => 5,
    enabled: always,
  },
  [JobName.ScheduleTrialMilestones]: {
    queue: QueueName.Trials,
    options: quickRetries,
    concurrency: () => 5,
    enabled: always,
  },
  [JobName.ReachTrialMilestone]: {
    queue: QueueName.Trials,
    options: quickRetries,
    concurrency: () => 5,
    enabled: always,
  },
  [JobName.GenerateOffer]: {
    queue: QueueName.Ai,
    options: aiRetries,
    concurrency: aiConcurrency, // I/O-bound
    enabled: always,
  },
  [JobName.DraftTranslations]: {
    queue: QueueName.Ai,
    options: aiRetries,
    concurrency: aiConcurrency,
    enabled: always,
  },
  [JobName.ProcessVideo]: {
    queue: QueueName.Media,
    // A crash or a full disk may pass; a file that is not a video fails at once (Unrecoverable).
    options: exponentialRetries(3, 5_000),
    concurrency: (config) => config.MEDIA_CONCURRENCY, // CPU-bound
    enabled: always,
  },
  [JobName.SweepOutcomes]: {
    queue: QueueName.Outcomes,
    options: periodicPassOptions,
    concurrency: () => 1,
    enabled: always,
  },
  [JobName.SendNudge]: {
    queue: QueueName.Nudges,
    options: exponentialRetries(6, 5_000),
    concurrency: () => 5,
    limiter: (config) => ({ max: config.NUDGES_PER_MINUTE, duration: 60_000 }),
    enabled: always,
  },
  [JobName.FanOutAgencyEvent]: {
    queue: QueueName.AgencyFanOut,
    options: quickRetries,
    concurrency: () => 10,
    enabled: always,
  },
  [JobName.DeliverAgencyWebhook]: {
    queue: QueueName.AgencyWebhooks,
    options: scheduledRetries,
    concurrency: webhookConcurrency,
    enabled: always,
  },
  [JobName.SyncHighLevelAgency]: {
    queue: QueueName.HighLevel,
    // HighLevel down for an hour must not lose a sync: retries back off to about 20 minutes.
    options: exponentialRetries(10, 5_000),
    concurrency: () => 10, // I/O-bound, and every call waits on the shared limiter
    enabled: (config) => Boolean(config.HIGHLEVEL_CLIENT_ID),
  },
  [JobName.CheckHighLevelSteps]: {
    queue: QueueName.HighLevel,
    // A missed check is asked again by the next poll period, so fewer retries than a sync.
    options: exponentialRetries(6, 5_000),
    concurrency: () => 10,
    enabled: (config) => Boolean(config.HIGHLEVEL_CLIENT_ID),
  },
  [JobName.WriteBackHighLevel]: {
    queue: QueueName.HighLevelWriteBack,
    // HighLevel down for an hour: retries back off to about 20 minutes, and the row stays
    // dirty until written, so the write-back pass asks again after a job gives up.
    options: exponentialRetries(10, 5_000),
    concurrency: () => 20, // I/O-bound; the shared limiter paces the calls per location
    enabled: (config) => Boolean(config.HIGHLEVEL_CLIENT_ID),
  },
};

/** The queue that carries `job`. */
export const queueOf = (job: JobName): QueueName => JOBS[job].queue;

/** Default options for each job: attempts, backoff and retention. */
export const jobOptions = (job: JobName, config: AppConfig): JobsOptions =>
  JOBS[job].options(config);

/** Jobs that run at all in this deployment (the marketing webhook needs its URL). */
export const isJobEnabled = (job: JobName, config: AppConfig): boolean => JOBS[job].enabled(config);

/** A handler's job, its payload typed by the job's name. */
export type JobOf<J extends JobName> = Job<JobPayloads[J]>;

/**
 * One job as Queue.add/addBulk take it: its table options, its id (see jobId) and any
 * per-job extras such as a delay.
 */
export function jobRequest<J extends JobName>(
  job: J,
  data: JobPayloads[J],
  id: string,
  config: AppConfig,
  extra: JobsOptions = {},
): { name: J; data: JobPayloads[J]; opts: JobsOptions } {
  return { name: job, data, opts: { ...jobOptions(job, config), ...extra, jobId: id } };
}

/** Thrown at boot when the jobs of one queue disagree on how its worker runs. */
export class JobTableError extends Error {
  override name = 'JobTableError';
}

export interface QueueWorkerSettings {
  concurrency: number;
  limiter?: RateLimiterOptions;
}

/** How the one worker of `queue` runs, from the entries of its jobs (which must agree). */
export function queueWorkerSettings(
  queue: QueueName,
  config: AppConfig,
  table: Readonly<Record<JobName, JobEntry>> = JOBS,
): QueueWorkerSettings {
  const entries = ALL_JOBS.map((job) => table[job]).filter((entry) => entry.queue === queue);
  const settings = entries.map((entry) => ({
    concurrency: entry.concurrency(config),
    limiter: entry.limiter?.(config),
  }));
  const distinct = new Set(settings.map((each) => JSON.stringify(each)));
  if (distinct.size !== 1) {
    const problem =
      distinct.size === 0 ? 'carries no job' : 'has jobs that differ in concurrency or limiter';
    throw new JobTableError(`Worker cannot start: queue "${queue}" ${problem}`);
  }
  return settings[0];
}
