/** Counts the jobs this process is running, so shutdown can wait for exactly those. */
export class InFlightJobs {
  private count = 0;
  private idle: (() => void)[] = [];

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.count += 1;
    try {
      return await work();
    } finally {
      this.count -= 1;
      if (this.count === 0) for (const resolve of this.idle.splice(0)) resolve();
    }
  }

  /** Resolves once no job is running (at once if none is). */
  whenIdle(): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }
}
