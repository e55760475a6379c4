/** What a batch statement is given and must answer in the same order (undefined: no row). */
export type BatchRunner<In, Out> = (inputs: In[]) => Promise<Out[]>;

export interface GroupCommitOptions<In, Out> {
  run: BatchRunner<In, Out>;
  /** Inputs with the same key never share a batch: the later one waits for the next. */
  keyOf: (input: In) => string;
  maxBatch?: number;
  /** Batches running at once; calls arriving meanwhile gather into the next one. */
  maxInFlight?: number;
}

interface Pending<In, Out> {
  input: In;
  resolve: (output: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for a hot statement: calls made while earlier batches are running (or in the same
 * tick) run as one statement and one commit. On this kind of machine each round trip that wakes
 * a PostgreSQL backend costs more CPU than the statement itself, so under load many calls share
 * one; a lone call still runs at once, so nothing waits at low rates. Each caller is answered
 * only once the batch holding its input committed; a failed batch is retried one call at a time,
 * so a call fails only when it fails on its own.
 */
export class GroupCommit<In, Out> {
  private pending: Pending<In, Out>[] = [];
  private inFlight = 0;
  private scheduled = false;
  private readonly maxBatch: number;
  private readonly maxInFlight: number;

  constructor(private readonly options: GroupCommitOptions<In, Out>) {
    this.maxBatch = options.maxBatch ?? 100;
    this.maxInFlight = options.maxInFlight ?? 2;
  }

  submit(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.pending.push({ input, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.pending.length === 0 || this.inFlight >= this.maxInFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.pending.length > 0 && this.inFlight < this.maxInFlight) {
      const batch = this.takeBatch();
      this.inFlight += 1;
      this.runBatch(batch)
        .catch((error: unknown) =>
          batch.length === 1 ? batch[0].reject(error) : this.runEachAlone(batch),
        )
        .finally(() => {
          this.inFlight -= 1;
          this.schedule();
        });
    }
  }

  private async runBatch(batch: Pending<In, Out>[]): Promise<void> {
    const outputs = await this.options.run(batch.map((item) => item.input));
    batch.forEach((item, at) => item.resolve(outputs[at]));
  }

  /**
   * After a failed batch (the statement rolled back as a whole): each call again on its own, one
   * after another, so one bad input or a passing error fails only the calls it really fails.
   */
  private async runEachAlone(batch: Pending<In, Out>[]): Promise<void> {
    for (const item of batch) {
      await this.runBatch([item]).catch((error: unknown) => item.reject(error));
    }
  }

  /** The oldest pending calls, one per key, up to maxBatch; the rest keep their order. */
  private takeBatch(): Pending<In, Out>[] {
    const batch: Pending<In, Out>[] = [];
    const rest: Pending<In, Out>[] = [];
    const keys = new Set<string>();
    for (const item of this.pending) {
      const key = this.options.keyOf(item.input);
      if (batch.length < this.maxBatch && !keys.has(key)) {
        keys.add(key);
        batch.push(item);
      } else rest.push(item);
    }
    this.pending = rest;
    return batch;
  }
}
