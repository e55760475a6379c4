/**
 * A latch the relay sleeps on: `wait(ms)` resolves on the next `wake()` or after `ms`.
 * A wake that arrives while nobody waits is remembered, so no notification is lost.
 */
export class WakeSignal {
  private pending = false;
  private resolveWaiter?: () => void;

  wake(): void {
    if (this.resolveWaiter) {
      this.resolveWaiter();
      this.resolveWaiter = undefined;
    } else {
      this.pending = true;
    }
  }

  wait(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.resolveWaiter = undefined;
        resolve();
      }, ms);
      this.resolveWaiter = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
