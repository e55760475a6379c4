import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UnrecoverableError } from 'bullmq';
import type { DataSource } from 'typeorm';
import { JobName } from '@retainly/events';
import type { JobOf } from '@retainly/queues';
import { attemptNumber } from '../jobs/job-attempts';
import { jobEvent } from '../jobs/job-event';
import { JobHandler } from '../jobs/job-handler.decorator';
import { GenerationRows } from './generation-rows';
import { asWriterFailure } from './openai-offer-writer';
import { OfferWriter } from './offer-writer';

type GenerateJob = JobOf<JobName.GenerateOffer>;

/**
 * Writes one requested AI offer. Transient failures (429, 5xx, timeouts, an unusable answer)
 * rethrow so BullMQ retries with backoff; a permanent one, or the last attempt, marks the row
 * failed with a message for the user.
 */
@Injectable()
export class OfferGenerationHandler {
  private readonly logger = new Logger(OfferGenerationHandler.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly rows: GenerationRows,
    private readonly writer: OfferWriter,
  ) {}

  @JobHandler(JobName.GenerateOffer)
  async generate(job: GenerateJob): Promise<{ writer: string } | { skipped: string }> {
    const { data } = await jobEvent(this.db, JobName.GenerateOffer, job.data.eventId);
    const id = data.generation_id;
    const attempt = attemptNumber(job);
    const maxAttempts = job.opts.attempts ?? 1;
    const inputs = await this.rows.start(id, attempt, maxAttempts);
    if (!inputs) {
      await this.rows.failStale();
      return { skipped: 'finished, deleted or past the stale limit' };
    }

    try {
      const written = await this.writer.write(inputs);
      await this.rows.succeed(id, written);
      return { writer: written.writer };
    } catch (error) {
      const failure = asWriterFailure(error);
      const lastAttempt = attempt >= maxAttempts;
      this.logger.warn({ generationId: id, attempt, err: failure.message }, 'offer attempt failed');
      if (failure.retryable && !lastAttempt) {
        await this.rows.noteRetry(id, failure.message);
        throw failure;
      }
      await this.rows.fail(id, failure.message, failure.userMessage);
      throw new UnrecoverableError(failure.message);
    }
  }
}
