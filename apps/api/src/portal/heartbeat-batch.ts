import type { HeartbeatRequest, ModuleProgress } from '@retainly/domain';
import { creditStep, trackedDuration } from './heartbeat-credit';
import type { BeatContext, ProgressKey, ProgressWrite } from './module-progress.repository';

/** A batch's plan: one row per client+module, and each beat's answer once that row is in. */
export interface BatchPlan {
  /** The last state of each client+module, guarded by the revision the batch read. */
  writes: ProgressWrite[];
  /** Per beat: its answer and the row it waits for, or null to take the single-beat path. */
  answers: ({ key: string; progress: ModuleProgress } | null)[];
  /** Per beat: the client+module it changes (null when its lookup found nothing). */
  keys: (string | null)[];
}

export const progressKey = (clientId: string, categoryId: string, moduleId: string): string =>
  JSON.stringify([clientId, categoryId, moduleId]);

export const writtenKey = (row: ProgressKey): string =>
  progressKey(row.client_id, row.category_id, row.module_id);

/**
 * Credits a batch's beats in arrival order, each against the state the previous beat of its
 * client+module left (two tabs beating in one batch add up as they would one after the other).
 * Left to the single-beat path: beats whose lookup found nothing or whose video is not tracked
 * (its error answers), beats that start or complete something (their events share a
 * transaction with the row), and every later beat of that client+module in the batch.
 */
export function planBatch(
  beats: readonly { beat: HeartbeatRequest; context: BeatContext | undefined }[],
): BatchPlan {
  const latest = new Map<string, { context: BeatContext; write: ProgressWrite }>();
  const diverted = new Set<string>();
  const answers: BatchPlan['answers'] = [];
  const keys: BatchPlan['keys'] = [];
  for (const { beat, context } of beats) {
    const key = context ? progressKey(context.client_id, beat.categoryId, beat.moduleId) : null;
    keys.push(key);
    if (!context || !key || trackedDuration(context) === null || diverted.has(key)) {
      answers.push(null);
      continue;
    }
    const current = latest.get(key)?.context ?? context;
    const step = creditStep(current, beat);
    if (step.firstPlay || step.completesNow) {
      diverted.add(key);
      answers.push(null);
      continue;
    }
    const next = { ...current, watched: step.write.watched, credit_clock: step.write.creditClock };
    latest.set(key, { context: next, write: step.write });
    answers.push({ key, progress: step.progress });
  }
  return { writes: [...latest.values()].map((entry) => entry.write), answers, keys };
}
