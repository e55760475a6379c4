import type { DeliveryOutcome } from '@retainly/database';

/**
 * SQL shared by the tables that keep one row per attempt of a delivery job (webhook_deliveries,
 * agency_webhook_attempts): how a finished attempt ended, the close of an attempt a dead worker
 * left in flight, and the number a new attempt's row gets.
 */
export type AttemptOutcome = Exclude<DeliveryOutcome, 'in_flight' | 'interrupted'>;

/** SET list for an attempt still in flight when the next begins: its worker died mid-attempt. */
export const INTERRUPTED_ATTEMPT = `outcome = 'interrupted', finished_at = now(),
  error = 'The worker stopped during this attempt; it was retried.'`;

/**
 * The number of a new attempt's row: the job's own (attemptNumber), or one past the rows already
 * there, because after a replay the job counts from 1 again and the numbers must carry on.
 */
export const newAttemptNumber = (
  table: string,
  ownerColumn: string,
  ownerId: string,
  jobAttempt: string,
): string =>
  `GREATEST(${jobAttempt}, (SELECT coalesce(max(earlier.attempt), 0) + 1
                              FROM ${table} earlier WHERE earlier.${ownerColumn} = ${ownerId}))`;

/**
 * The number a new attempt has within its round (the owner's replay count, `round`): what the
 * retry schedule counts, so a re-added job keeps the count and a replay starts afresh.
 */
export const attemptInRound = (
  table: string,
  ownerColumn: string,
  ownerId: string,
  round: string,
): string =>
  `(SELECT count(*)::int + 1 FROM ${table} earlier
     WHERE earlier.${ownerColumn} = ${ownerId} AND earlier.round = ${round})`;
