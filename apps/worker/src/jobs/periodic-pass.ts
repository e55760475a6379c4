import type { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';

/**
 * A pass run every `everyMs` on a named interval: a slow pass is never overlapped by the next,
 * a failure is logged and the next period tries again, and stop() waits for a pass under way.
 */
export class PeriodicPass {
  private running?: Promise<void>;

  constructor(
    private readonly scheduler: SchedulerRegistry,
    private readonly name: string,
    private readonly logger: Logger,
    private readonly pass: () => Promise<unknown>,
  ) {}

  start(everyMs: number, { runNow = false } = {}): void {
    this.scheduler.addInterval(
      this.name,
      setInterval(() => void this.tick(), everyMs),
    );
    if (runNow) void this.tick();
  }

  async stop(): Promise<void> {
    this.scheduler.deleteInterval(this.name);
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.pass().then(
      () => undefined,
      (error: Error) => this.logger.warn({ err: error.message }, `${this.name} failed`),
    );
    await this.running;
    this.running = undefined;
  }
}
