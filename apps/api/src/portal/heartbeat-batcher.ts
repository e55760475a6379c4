import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { GroupCommit } from '@retainly/database';
import type { HeartbeatRequest, HeartbeatResponse } from '@retainly/domain';
import { planBatch, writtenKey } from './heartbeat-batch';
import { ModuleProgressRepository, type BeatKey } from './module-progress.repository';

/** How long the first beat of a batch waits for others, and the most beats in one batch. */
const BATCH_WAIT_MS = 3;
const BATCH_MAX = 64;

interface Beat {
  key: BeatKey;
  beat: HeartbeatRequest;
  /** The single-beat path: a read and an optimistic write of its own. */
  single: () => Promise<HeartbeatResponse>;
}

/** A beat's answer as its batch wrote it, or the single-beat call it was handed to. */
type BatchAnswer = { answer: HeartbeatResponse } | { single: Promise<HeartbeatResponse> };

/**
 * Group commit for heartbeats (bench:heartbeats): per beat, the two PostgreSQL round trips and
 * the commit cost more CPU than everything else it does, so beats arriving within a few
 * milliseconds share one read and one write (GroupCommit with a window). Each beat is answered
 * only after the write that holds it committed. Beats the batch cannot answer (see planBatch) and
 * beats whose row another api process changed in between take the single-beat path, in arrival
 * order per client+module.
 */
@Injectable()
export class HeartbeatBatcher implements OnModuleDestroy {
  private readonly batches = new GroupCommit<Beat, BatchAnswer>({
    run: (beats) => this.commit(beats),
    maxBatch: BATCH_MAX,
    windowMs: BATCH_WAIT_MS,
    maxInFlight: Infinity,
    // A beat cannot fail a batch on its own (the api checked it), so a failed batch means the
    // database is in trouble: its beats fail together, as a single beat would, and are re-sent by
    // the player with its next beat, instead of 64 more transactions one after another.
    retryAlone: false,
  });

  constructor(private readonly progress: ModuleProgressRepository) {}

  async submit(
    key: BeatKey,
    beat: HeartbeatRequest,
    single: () => Promise<HeartbeatResponse>,
  ): Promise<HeartbeatResponse> {
    const answer = await this.batches.submit({ key, beat, single });
    return 'answer' in answer ? answer.answer : answer.single;
  }

  onModuleDestroy(): void {
    this.batches.flushNow();
  }

  /** Reads and writes the batch; answers what it wrote and hands the rest to the single path. */
  private async commit(batch: Beat[]): Promise<BatchAnswer[]> {
    const contexts = await this.progress.beatContexts(batch.map((item) => item.key));
    const byOrd = new Map(contexts.map((row) => [Number(row.ord), row]));
    const plan = planBatch(
      batch.map((item, at) => ({ beat: item.beat, context: byOrd.get(at + 1) })),
    );
    const written = new Set(
      plan.writes.length > 0 ? (await this.progress.writeMany(plan.writes)).map(writtenKey) : [],
    );
    // One chain per client keeps its single-beat calls in arrival order.
    const chains = new Map<string, Promise<unknown>>();
    return batch.map((item, at) => {
      const planned = plan.answers[at];
      if (planned && written.has(planned.key)) return { answer: planned.answer };
      const chain = plan.keys[at] ?? `unknown:${at}`;
      const single = (chains.get(chain) ?? Promise.resolve()).then(item.single);
      chains.set(
        chain,
        single.catch(() => undefined),
      );
      return { single };
    });
  }
}
