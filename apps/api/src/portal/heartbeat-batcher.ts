import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { HeartbeatRequest, ModuleProgress } from '@retainly/domain';
import { planBatch, writtenKey } from './heartbeat-batch';
import { ModuleProgressRepository, type BeatKey } from './module-progress.repository';

/** How long the first beat of a batch waits for others, and the most beats in one batch. */
const BATCH_WAIT_MS = 3;
const BATCH_MAX = 64;

interface Pending {
  key: BeatKey;
  beat: HeartbeatRequest;
  /** The single-beat path: a read and an optimistic write of its own. */
  single: () => Promise<ModuleProgress>;
  resolve: (progress: ModuleProgress) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for heartbeats (bench:heartbeats): per beat, the two PostgreSQL round trips and
 * the commit cost more CPU than everything else it does, so beats arriving within a few
 * milliseconds share one read and one write. Each beat is answered only after the write that
 * holds it committed. Beats the batch cannot answer (see planBatch) and beats whose row another
 * api process changed in between take the single-beat path, in arrival order per client+module.
 */
@Injectable()
export class HeartbeatBatcher implements OnModuleDestroy {
  private pending: Pending[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly progress: ModuleProgressRepository) {}

  submit(
    key: BeatKey,
    beat: HeartbeatRequest,
    single: () => Promise<ModuleProgress>,
  ): Promise<ModuleProgress> {
    return new Promise((resolve, reject) => {
      this.pending.push({ key, beat, single, resolve, reject });
      if (this.pending.length >= BATCH_MAX) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), BATCH_WAIT_MS);
    });
  }

  onModuleDestroy(): void {
    this.flush();
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    if (batch.length > 0) void this.run(batch);
  }

  private async run(batch: Pending[]): Promise<void> {
    let leftOver: { item: Pending; chainKey: string | null }[];
    try {
      leftOver = await this.commit(batch);
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    // One chain per client+module keeps their beats in arrival order.
    const chains = new Map<string, Promise<unknown>>();
    leftOver.forEach(({ item, chainKey }, at) => {
      const chain = chainKey ?? `unknown:${at}`;
      const previous = chains.get(chain) ?? Promise.resolve();
      chains.set(chain, previous.then(item.single).then(item.resolve, item.reject));
    });
  }

  /** Reads and writes the batch; answers what it wrote and returns the rest. */
  private async commit(batch: Pending[]): Promise<{ item: Pending; chainKey: string | null }[]> {
    const contexts = await this.progress.beatContexts(batch.map((item) => item.key));
    const byOrd = new Map(contexts.map((row) => [Number(row.ord), row]));
    const plan = planBatch(
      batch.map((item, at) => ({ beat: item.beat, context: byOrd.get(at + 1) })),
    );
    const written = new Set(
      plan.writes.length > 0 ? (await this.progress.writeMany(plan.writes)).map(writtenKey) : [],
    );
    const leftOver: { item: Pending; chainKey: string | null }[] = [];
    batch.forEach((item, at) => {
      const answer = plan.answers[at];
      if (answer && written.has(answer.key)) item.resolve(answer.progress);
      else leftOver.push({ item, chainKey: plan.keys[at] });
    });
    return leftOver;
  }
}
