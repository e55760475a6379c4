import {
  creditHeartbeat,
  playerReportsPlayback,
  flattenRanges,
  isCoverageComplete,
  unflattenRanges,
  watchedPercent,
  type BeatCredit,
  type HeartbeatRequest,
  type HeartbeatResponse,
} from '@retainly/domain';
import type { BeatContext, ProgressWrite } from './module-progress.repository';

/** What one beat does to what was read: the row to write and the answer, before any I/O. */
export interface CreditedStep {
  write: ProgressWrite;
  answer: HeartbeatResponse;
  /** The client's first credited second: started_at and its event go with the write. */
  firstPlay: boolean;
  /** The beat reaches 90% coverage: the completion and its events go with the write. */
  completesNow: boolean;
}

/**
 * The duration to credit against, when watching can be measured (else the beat is a 409): the
 * hosted video's, which processing measured; for a YouTube or Vimeo module, the one the
 * client's row keeps, else the player's in this beat. The client's shared watch budget bounds
 * what any reported time earns (docs/progress.md, external players).
 */
export function trackedDuration(
  context: Pick<BeatContext, 'duration' | 'external_url' | 'stored_duration'>,
  beat: Pick<HeartbeatRequest, 'duration'>,
): number | null {
  if (context.duration !== null && context.duration > 0) return context.duration;
  if (!playerReportsPlayback(context.external_url)) return null;
  return context.stored_duration ?? beat.duration ?? null;
}

/**
 * One beat credited against a context read from module_progress (or left by an earlier beat of
 * the same batch, see heartbeat-batch.ts). Pure; the caller checked trackedDuration.
 */
export function creditStep(context: BeatContext, beat: HeartbeatRequest): CreditedStep {
  const duration = trackedDuration(context, beat)!;
  const credit = creditHeartbeat(
    {
      watched: unflattenRanges(context.watched ?? []),
      // Before its first beat a client's clock starts when the server first saw it: wall time
      // the server witnessed, never a bank of its own choosing.
      creditClock: context.client_clock ?? context.client_first_seen,
    },
    beat,
    duration,
    context.now,
  );
  const completesNow =
    context.completed_at === null && isCoverageComplete(credit.watchedSeconds, duration);
  const completedAt = context.completed_at ?? (completesNow ? context.now : null);
  const position = Math.min(Math.max(0, beat.position), duration);
  return {
    write: {
      clientId: context.client_id,
      categoryId: beat.categoryId,
      moduleId: beat.moduleId,
      watched: flattenRanges(credit.watched),
      watchedSeconds: credit.watchedSeconds,
      durationSeconds: duration,
      positionSeconds: position,
      beatAt: context.now,
      creditClock: credit.creditClock,
      completedAt,
      expectedRevision: context.revision,
      expectedClientClock: context.client_clock,
    },
    answer: {
      progress: {
        categoryId: beat.categoryId,
        moduleId: beat.moduleId,
        status: completedAt ? 'completed' : credit.watchedSeconds > 0 ? 'watching' : 'not_started',
        percent: watchedPercent(credit.watchedSeconds, duration),
        watchedSeconds: credit.watchedSeconds,
        positionSeconds: position,
        lastWatchedAt: context.now.toISOString(),
        completedAt: completedAt?.toISOString() ?? null,
      },
      credit: beatCredit(credit.credited, credit.refused),
    },
    firstPlay: context.client_started_at === null && credit.credited > 0,
    completesNow,
  };
}

/** What the beat earned, to the millisecond: a beat over the budget is answered, not credited. */
const beatCredit = (credited: number, refused: number): BeatCredit => ({
  creditedSeconds: Math.round(credited * 1000) / 1000,
  refusedSeconds: Math.round(refused * 1000) / 1000,
});
