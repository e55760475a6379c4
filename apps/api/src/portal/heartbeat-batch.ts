import type { HeartbeatRequest, HeartbeatResponse } from '@retainly/domain';
import { creditStep, trackedDuration } from './heartbeat-credit';
import type { BeatContext, ProgressKey, ProgressWrite } from './module-progress.repository';

/** A batch's plan: one row per client+module, and each beat's answer once that row is in. */
export interface BatchPlan {
  /** The last state of each client+module, guarded by the revision the batch read. */
  writes: ProgressWrite[];
  /** Per beat: its answer and the row it waits for, or null to take the single-beat path. */
  answers: ({ key: string; answer: HeartbeatResponse } | null)[];
  /** Per beat: the client it credits (null when its lookup found nothing); one chain each. */
  keys: (string | null)[];
}

export const progressKey = (clientId: string, categoryId: string, moduleId: string): string =>
  JSON.stringify([clientId, categoryId, moduleId]);

export const writtenKey = (row: ProgressKey): string =>
  progressKey(row.client_id, row.category_id, row.module_id);

/**
 * Credits a batch's beats in arrival order, each against the state the previous beat left: of
 * its client+module (two tabs beating in one batch add up as they would one after the other)
 * and of its client's credit clock (beats of all the client's modules share one budget). Every
 * row of a client is written against the clock the batch read, so the client's rows are
 * written all or none. Left to the single-beat path: beats whose lookup found nothing or whose
 * video is not tracked (its error answers), beats that start or complete something (their
 * events share a transaction with the row), and every later beat of that client in the batch.
 */
export function planBatch(
  beats: readonly { beat: HeartbeatRequest; context: BeatContext | undefined }[],
): BatchPlan {
  const latest = new Map<string, { context: BeatContext; write: ProgressWrite }>();
  const clocks = new Map<string, Date | null>();
  const diverted = new Set<string>();
  const answers: BatchPlan['answers'] = [];
  const keys: BatchPlan['keys'] = [];
  for (const { beat, context } of beats) {
    const key = context ? progressKey(context.client_id, beat.categoryId, beat.moduleId) : null;
    keys.push(context ? context.client_id : null);
    if (
      !context ||
      !key ||
      trackedDuration(context, beat) === null ||
      diverted.has(context.client_id)
    ) {
      answers.push(null);
      continue;
    }
    const read = latest.get(key)?.context ?? context;
    const clientClock = clocks.has(context.client_id)
      ? clocks.get(context.client_id)!
      : context.client_clock;
    const step = creditStep({ ...read, client_clock: clientClock }, beat);
    if (step.firstPlay || step.completesNow) {
      diverted.add(context.client_id);
      answers.push(null);
      continue;
    }
    clocks.set(context.client_id, step.write.creditClock);
    const write = { ...step.write, expectedClientClock: context.client_clock };
    const stored_duration = write.durationSeconds;
    latest.set(key, { context: { ...read, watched: write.watched, stored_duration }, write });
    answers.push({ key, answer: step.answer });
  }
  // A client diverted after some of its beats were planned: none of its rows are written here,
  // and its beats all take the single path, in arrival order.
  const writes = [...latest.values()]
    .map((entry) => entry.write)
    .filter((write) => !diverted.has(write.clientId));
  for (const [at, answer] of answers.entries()) {
    if (answer && diverted.has(keys[at]!)) answers[at] = null;
  }
  return { writes, answers, keys };
}
