/**
 * Autosave scheduling (spec §9, "autosave 1 second"): each save() replaces the value waiting to
 * be sent and restarts the delay, so a burst of changes sends once, 1 s after the last one. At
 * most one send runs at a time; a value saved meanwhile waits for it and only the latest is sent
 * after, so an older value can never land after a newer one.
 *
 * A failed send is reported and not retried: the next change sends the whole state again.
 */
export class LatestWinsSaver<T> {
  private waiting: { value: T } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sending: Promise<void> | undefined;
  private disposed = false;

  constructor(
    private readonly send: (value: T) => Promise<void>,
    private readonly delayMs: number,
    private readonly onError: (error: unknown, value: T) => void = () => {},
  ) {}

  /** Sends `value` delayMs after the last call, unless a later call replaces it. */
  save(value: T): void {
    if (this.disposed) return;
    this.waiting = { value };
    this.stopTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.drain();
    }, this.delayMs);
  }

  /** Sends `value` as soon as no send is running, replacing whatever was waiting. */
  saveNow(value: T): void {
    if (this.disposed) return;
    this.waiting = { value };
    this.flush();
  }

  /** Sends the waiting value without waiting out the delay (leaving the page). */
  flush(): void {
    this.stopTimer();
    this.drain();
  }

  /** Forgets the waiting value, if any; a send already running is not stopped. */
  cancel(): void {
    this.stopTimer();
    this.waiting = undefined;
  }

  /**
   * Sends the waiting value now and resolves once nothing is being sent (before signing out).
   * A value saved meanwhile that is still in its delay is not waited for.
   */
  async settle(): Promise<void> {
    this.flush();
    await this.idle();
  }

  /**
   * Forgets the waiting value and ignores every later call: its user has signed out. A send
   * already running is not stopped.
   */
  dispose(): void {
    this.disposed = true;
    this.cancel();
  }

  /** True while a value waits or is being sent. */
  get busy(): boolean {
    return this.waiting !== undefined || this.sending !== undefined;
  }

  /** Resolves when no send is running (one still in its delay is not waited for). */
  async idle(): Promise<void> {
    while (this.sending) await this.sending;
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private drain(): void {
    if (this.sending || !this.waiting) return;
    const { value } = this.waiting;
    this.waiting = undefined;
    // Started in a microtask so a send that throws at once still settles through here.
    this.sending = Promise.resolve()
      .then(() => this.send(value))
      .catch((error: unknown) => this.onError(error, value))
      .finally(() => {
        this.sending = undefined;
        // A value saved during the send goes now, unless its delay is still running.
        if (this.timer === undefined) this.drain();
      });
  }
}
