import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { OfferInputs } from '@retainly/domain';
import type { WrittenOffer } from './offer-writer';

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
  async start(id: string, attempt: number): Promise<OfferInputs | null> {
    // Through a CTE: TypeORM answers a bare UPDATE ... RETURNING with [rows, count].
    const [row]: { inputs: OfferInputs }[] = await this.db.query(
      `WITH started AS (
         UPDATE ai_generations
            SET status = 'running', attempts = GREATEST(attempts, $2),
                started_at = COALESCE(started_at, now())
          WHERE id = $1 AND status IN ('queued', 'running')
          RETURNING inputs)
       SELECT inputs FROM started`,
      [id, attempt],
    );
    return row?.inputs ?? null;
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
