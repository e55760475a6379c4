/**
 * Passes ffmpeg's progress (about twice a second) on to the database at most once per
 * `everyMs`, and only when it moved forward; writes never overlap and never fail the job.
 */
export class ProgressWriter {
  private lastWriteAt = 0;
  private lastPercent = 0;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (percent: number) => Promise<void>,
    private readonly onError: (error: Error) => void,
    private readonly everyMs = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  report(percent: number): void {
    const now = this.now();
    if (percent <= this.lastPercent || now - this.lastWriteAt < this.everyMs) return;
    this.lastWriteAt = now;
    this.lastPercent = percent;
    this.writing = this.writing.then(() => this.write(percent)).catch(this.onError);
  }

  /** Resolves once every write so far has ended. */
  settled(): Promise<void> {
    return this.writing;
  }
}
