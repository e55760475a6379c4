import type { Job } from 'bullmq';

type Attempts = Pick<Job, 'attemptsMade' | 'attemptsStarted' | 'opts'>;

/**
 * This run's attempt number, from 1. attemptsStarted also counts a run cut short by a crash, so
 * every attempt gets a number (and a row, where attempts are recorded) of its own.
 */
export const attemptNumber = (job: Attempts): number =>
  Math.max(job.attemptsStarted, job.attemptsMade + 1);

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
