import type { DataSource } from 'typeorm';

/** The tables of AI work the browser polls: each row has a status, created_at and failure. */
export type PolledAiTable = 'ai_generations' | 'translation_drafts';

/**
 * Marks every row of `table` left unfinished past `staleMs` failed with `failure` (its job was
 * lost, or came too late): the database then says what the operator or user was told.
 * Returns how many.
 */
export async function failStaleRows(
  db: DataSource,
  table: PolledAiTable,
  staleMs: number,
  failure: string,
): Promise<number> {
  const rows: unknown[] = await db.query(
    `WITH failed AS (
       UPDATE ${table}
          SET status = 'failed', finished_at = now(), failure = $2,
              error = COALESCE(error || '; ', '') || 'not finished within the stale limit'
        WHERE status IN ('queued', 'running')
          AND created_at <= now() - $1 * interval '1 millisecond'
        RETURNING id)
     SELECT id FROM failed`,
    [staleMs, failure],
  );
  return rows.length;
}
