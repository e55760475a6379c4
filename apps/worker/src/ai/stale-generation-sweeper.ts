import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { GenerationRows } from './generation-rows';
import { TranslationDraftRows } from './translation-draft-rows';

/**
 * Once a minute, fails AI work left unfinished past its stale limit (offers, and translation
 * drafts): a job dropped after stalling too often, or never enqueued, must not read as running
 * forever.
 */
@Injectable()
export class StaleGenerationSweeper {
  private readonly logger = new Logger(StaleGenerationSweeper.name);

  constructor(
    private readonly rows: GenerationRows,
    private readonly drafts: TranslationDraftRows,
  ) {}

  @Interval('stale-ai-generations', 60_000)
  async sweep(): Promise<void> {
    try {
      const failed = await this.rows.failStale();
      if (failed > 0) this.logger.warn({ failed }, 'stale AI generations marked failed');
      const drafts = await this.drafts.failStale();
      if (drafts > 0) this.logger.warn({ drafts }, 'stale translation drafts marked failed');
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'stale AI generation sweep failed');
    }
  }
}
