import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AI_OFFER_MESSAGES, OFFER_GENERATION_STALE_MS, type OfferInputs } from '@retainly/domain';
import type { WrittenOffer } from './offer-writer';
import { failStaleRows } from './fail-stale-rows';

/** Operators read the error; a whole stack or a huge answer does not belong in the row. */
const clipError = (detail: string) => detail.slice(0, 2_000);

/** SQL for ai_generations rows as the worker moves them queued -> running -> final. */
@Injectable()
export class GenerationRows {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Marks attempt `attempt` as running and returns the inputs; null when the row is already
   * final (a job re-run after it finished) or gone (the user deleted their account).
   */
  async start(id: string, attempt: number, maxAttempts: number): Promise<OfferInputs | null> {
    // Through a CTE: TypeORM answers a bare UPDATE ... RETURNING with [rows, count]. A row past
    // the stale limit is never started: the client has been told it failed.
    const [row]: { inputs: OfferInputs }[] = await this.db.query(
      `WITH started AS (
         UPDATE ai_generations
            SET status = 'running', attempts = GREATEST(attempts, $2), max_attempts = $3,
                started_at = COALESCE(started_at, now())
          WHERE id = $1 AND status IN ('queued', 'running')
            AND created_at > now() - $4 * interval '1 millisecond'
          RETURNING inputs)
       SELECT inputs FROM started`,
      [id, attempt, maxAttempts, OFFER_GENERATION_STALE_MS],
    );
    return row?.inputs ?? null;
  }

  /**
   * Marks every row left unfinished past the stale limit failed (its job was lost, or came too
   * late): the database then says what the client was told. Returns how many.
   */
  async failStale(): Promise<number> {
    return failStaleRows(
      this.db,
      'ai_generations',
      OFFER_GENERATION_STALE_MS,
      AI_OFFER_MESSAGES.tooSlow,
    );
  }

  async succeed(id: string, { offer, writer, model }: WrittenOffer): Promise<void> {
    await this.db.query(
      `UPDATE ai_generations
          SET status = 'succeeded', result = $2, writer = $3, model = $4, error = NULL,
              failure = NULL, finished_at = now()
        WHERE id = $1 AND status = 'running'`,
      [id, JSON.stringify(offer), writer, model],
    );
  }

  /** An attempt failed and another will follow: keep the reason for operators meanwhile. */
  async noteRetry(id: string, detail: string): Promise<void> {
    await this.db.query(
      `UPDATE ai_generations SET error = $2 WHERE id = $1 AND status = 'running'`,
      [id, clipError(detail)],
    );
  }

  async fail(id: string, detail: string, userMessage: string): Promise<void> {
    await this.db.query(
      `UPDATE ai_generations
          SET status = 'failed', error = $2, failure = $3, finished_at = now()
        WHERE id = $1 AND status = 'running'`,
      [id, clipError(detail), userMessage],
    );
  }
}
