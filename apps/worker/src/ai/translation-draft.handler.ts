import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UnrecoverableError } from 'bullmq';
import type { DataSource } from 'typeorm';
import { TRANSLATION_DRAFT_BATCH } from '@retainly/domain';
import { JobName } from '@retainly/events';
import type { JobOf } from '@retainly/queues';
import { attemptNumber } from '../jobs/job-attempts';
import { jobEvent } from '../jobs/job-event';
import { JobHandler } from '../jobs/job-handler.decorator';
import { asWriterFailure } from './openai-offer-writer';
import { TranslationDraftRows } from './translation-draft-rows';
import { TranslationWriter } from './translation-writer';

type DraftJob = JobOf<JobName.DraftTranslations>;

/**
 * AI drafts of one language's missing catalogue translations, a batch per model request, each
 * batch saved as it comes (the console shows the count). Transient failures rethrow so BullMQ
 * retries, and the retry carries on with the modules not drafted yet; a permanent one, or the
 * last attempt, marks the job failed. Without an AI writer nothing is written.
 */
@Injectable()
export class TranslationDraftHandler {
  private readonly logger = new Logger(TranslationDraftHandler.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly rows: TranslationDraftRows,
    private readonly writer: TranslationWriter,
  ) {}

  @JobHandler(JobName.DraftTranslations)
  async draft(job: DraftJob): Promise<{ writer: string } | { skipped: string }> {
    const { data } = await jobEvent(this.db, JobName.DraftTranslations, job.data.eventId);
    const id = data.draft_id;
    const attempt = attemptNumber(job);
    const maxAttempts = job.opts.attempts ?? 1;
    const started = await this.rows.start(id, attempt);
    if (!started) {
      // Past the stale limit it must not read as running: fail it now, not at the next sweep.
      await this.rows.failStale();
      return { skipped: 'finished, deleted or past the stale limit' };
    }
    if (!this.writer.available) {
      await this.rows.succeed(id, 'offline', null);
      return { writer: 'offline' };
    }

    try {
      await this.rows.fixModules(id);
      const remaining = await this.rows.remaining(id);
      for (let at = 0; at < remaining.length; at += TRANSLATION_DRAFT_BATCH) {
        const batch = remaining.slice(at, at + TRANSLATION_DRAFT_BATCH);
        const drafts = await this.writer.write(started.language, batch);
        await this.rows.saveDrafts(id, started.language, drafts);
      }
      await this.rows.succeed(id, 'openai', this.writer.model);
      return { writer: 'openai' };
    } catch (error) {
      const failure = asWriterFailure(error);
      const lastAttempt = attempt >= maxAttempts;
      this.logger.warn({ draftId: id, attempt, err: failure.message }, 'draft attempt failed');
      if (failure.retryable && !lastAttempt) {
        await this.rows.noteRetry(id, failure.message);
        throw failure;
      }
      await this.rows.fail(id, failure.message, failure.userMessage);
      throw new UnrecoverableError(failure.message);
    }
  }
}
