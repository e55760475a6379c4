import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { GenerationRows } from './generation-rows';

/**
 * Once a minute, fails AI generations left unfinished past the stale limit: a job dropped after
 * stalling too often, or never enqueued, must not read as running forever.
 */
@Injectable()
export class StaleGenerationSweeper {
  private readonly logger = new Logger(StaleGenerationSweeper.name);

  constructor(private readonly rows: GenerationRows) {}

  @Interval('stale-ai-generations', 60_000)
  async sweep(): Promise<void> {
    try {
      const failed = await this.rows.failStale();
      if (failed > 0) this.logger.warn({ failed }, 'stale AI generations marked failed');
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'stale AI generation sweep failed');
    }
  }
}
