import type { Job } from 'bullmq';

type Attempts = Pick<Job, 'attemptsMade' | 'attemptsStarted' | 'opts'>;

/**
 * This run's attempt number, from 1. attemptsStarted also counts a run cut short by a crash, so
 * every attempt gets a number (and a row, where attempts are recorded) of its own.
 */
export const attemptNumber = (job: Attempts): number =>
  Math.max(job.attemptsStarted, job.attemptsMade + 1);

/**
 * A failure to retry, carrying the attempt's number in the delivery log. After a redrive (Redis
 * lost the job and a reconciler re-added it) the job counts from 1 again but the log does not,
 * so the backoff waits as long as the schedule says for the attempt the log numbered.
 */
export class LoggedAttemptFailed extends Error {
  constructor(
    message: string,
    readonly loggedAttempt: number,
  ) {
    super(message);
  }
}

/** The retry number the backoff uses: the log's when the failure carries it, else BullMQ's. */
export const retryNumber = (attemptsMade: number, error?: Error): number =>
  error instanceof LoggedAttemptFailed ? error.loggedAttempt : attemptsMade;

/**
 * Whether the attempt the log numbered `loggedAttempt` is the last the retry schedule allows
 * (at or past it), so the schedule holds across any redrive.
 */
export const isLastLoggedAttempt = (loggedAttempt: number, job: Pick<Job, 'opts'>): boolean =>
  loggedAttempt >= (job.opts.attempts ?? 1);

/** Past the schedule's last attempt (that one was cut short by a crash): nothing more is sent. */
export const isPastLastAttempt = (loggedAttempt: number, job: Pick<Job, 'opts'>): boolean =>
  loggedAttempt > (job.opts.attempts ?? 1);

/** What a log row says of an attempt that was not sent because the schedule was spent. */
export const scheduleSpent = (job: Pick<Job, 'opts'>) => ({
  statusCode: null,
  durationMs: 0,
  error: `Not sent: the retry schedule's ${job.opts.attempts ?? 1} attempts were made.`,
});

/** Whether a failure of this run is final: BullMQ retries it no more. */
export const isLastAttempt = (job: Attempts): boolean =>
  job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

/**
 * One try at sending: when `send` throws, the failure is recorded first (on the job's last
 * attempt, or `retrying` before an earlier one's retry), then the error goes on to BullMQ.
 */
export async function sendOrRecordFailure<T>(
  job: Attempts,
  send: () => Promise<T>,
  record: { lastAttempt: (error: string) => Promise<unknown>; retrying?: () => Promise<unknown> },
): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (isLastAttempt(job)) await record.lastAttempt((error as Error).message);
    else await record.retrying?.();
    throw error;
  }
}
