/** What a batch statement is given and must answer in the same order (undefined: no row). */
export type BatchRunner<In, Out> = (inputs: In[]) => Promise<Out[]>;

export interface GroupCommitOptions<In, Out> {
  run: BatchRunner<In, Out>;
  /**
   * Inputs with the same key never share a batch: the later one waits for the next. Without it
   * any inputs may share one (the runner then answers them in order).
   */
  keyOf?: (input: In) => string;
  maxBatch?: number;
  /** Batches running at once; calls arriving meanwhile gather into the next one. */
  maxInFlight?: number;
  /**
   * How long a batch's first call waits for others (maxBatch waiting calls go at once). Without
   * it a call goes in the same tick, gathering others only while batches are running.
   */
  windowMs?: number;
  /**
   * After a failed batch, run each call again on its own (the default), so one bad input fails
   * only its own call. false: every call of the batch fails with it, for callers whose inputs
   * cannot be bad on their own, where retrying would only add load while the database struggles.
   */
  retryAlone?: boolean;
}

interface Pending<In, Out> {
  input: In;
  resolve: (output: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for a hot statement: calls made while earlier batches are running (or in the same
 * tick, or with windowMs within that window) run as one statement and one commit. On this kind of
 * machine each round trip that wakes a PostgreSQL backend costs more CPU than the statement
 * itself, so under load many calls share one; a lone call still runs at once (or after the
 * window), so nothing waits long at low rates. Each caller is answered only once the batch
 * holding its input committed; a failed batch is retried one call at a time (unless retryAlone
 * is false), so a call fails only when it fails on its own.
 */
export class GroupCommit<In, Out> {
  private pending: Pending<In, Out>[] = [];
  private inFlight = 0;
  private scheduled = false;
  private window: NodeJS.Timeout | undefined;
  private readonly maxBatch: number;
  private readonly maxInFlight: number;

  constructor(private readonly options: GroupCommitOptions<In, Out>) {
    this.maxBatch = options.maxBatch ?? 100;
    this.maxInFlight = options.maxInFlight ?? 2;
  }

  submit(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.pending.push({ input, resolve, reject });
      const full = this.options.windowMs !== undefined && this.pending.length >= this.maxBatch;
      if (full) this.flushNow();
      else this.schedule();
    });
  }

  /** Sends what is waiting without waiting for the window (a full batch; shutdown). */
  flushNow(): void {
    clearTimeout(this.window);
    this.window = undefined;
    this.scheduled = false;
    this.flush();
  }

  private schedule(): void {
    if (this.scheduled || this.pending.length === 0 || this.inFlight >= this.maxInFlight) return;
    this.scheduled = true;
    if (this.options.windowMs === undefined) setImmediate(() => this.flushNow());
    else this.window = setTimeout(() => this.flushNow(), this.options.windowMs);
  }

  private flush(): void {
    while (this.pending.length > 0 && this.inFlight < this.maxInFlight) {
      const batch = this.takeBatch();
      this.inFlight += 1;
      this.runBatch(batch)
        .catch((error: unknown) =>
          batch.length > 1 && this.options.retryAlone !== false
            ? this.runEachAlone(batch)
            : batch.forEach((item) => item.reject(error)),
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

  /** The oldest pending calls, one per key (with keyOf), up to maxBatch; the rest keep their order. */
  private takeBatch(): Pending<In, Out>[] {
    const batch: Pending<In, Out>[] = [];
    const rest: Pending<In, Out>[] = [];
    const keys = new Set<string>();
    for (const item of this.pending) {
      const key = this.options.keyOf?.(item.input);
      if (batch.length < this.maxBatch && (key === undefined || !keys.has(key))) {
        if (key !== undefined) keys.add(key);
        batch.push(item);
      } else rest.push(item);
    }
    this.pending = rest;
    return batch;
  }
}
