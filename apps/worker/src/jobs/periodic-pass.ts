import {
  Inject,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';

/**
 * A worker service that runs a pass every period on a named interval, from boot to shutdown: a
 * slow pass is never overlapped by the next, a failure is logged and the next period tries again,
 * and shutdown waits for a pass under way. A subclass names its interval, says how often (and
 * whether the first pass runs at boot too) and what runs (`pass`).
 */
export abstract class PeriodicPass implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  /** Injected into the property, so a subclass's constructor need not hand it up. */
  @Inject(SchedulerRegistry) private readonly scheduler!: SchedulerRegistry;
  private running?: Promise<void>;

  constructor(
    private readonly name: string,
    private readonly schedule: { everyMs: number; runNow?: boolean },
  ) {}

  protected abstract pass(): Promise<unknown>;

  onApplicationBootstrap(): void | Promise<void> {
    const { everyMs, runNow = false } = this.schedule;
    this.scheduler.addInterval(
      this.name,
      setInterval(() => void this.tick(), everyMs),
    );
    if (runNow) void this.tick();
  }

  async beforeApplicationShutdown(): Promise<void> {
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
