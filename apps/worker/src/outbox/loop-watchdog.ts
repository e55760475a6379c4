/**
 * Tells whether a loop is still making progress. Before each step the loop says how long the
 * step may take; the loop counts as stalled once that time, plus a grace period, has passed
 * without the next report. A failing step that returns on time is progress: the loop is alive.
 */
export class LoopWatchdog {
  private deadline: number;

  constructor(
    private readonly graceMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.deadline = now() + graceMs;
  }

  /** The loop starts a step that should end within `ms`. */
  expectWithin(ms: number): void {
    this.deadline = this.now() + ms + this.graceMs;
  }

  isAlive(): boolean {
    return this.now() <= this.deadline;
  }
}
