import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  TRANSLATION_DRAFT_STALE_MS,
  TRANSLATION_DRAFT_TIMED_OUT,
  type TranslatedLanguage,
} from '@retainly/domain';
import type { SourceText } from './openai-translation-writer';
import { failStaleRows } from './fail-stale-rows';

/** What a started job works on. */
export interface StartedDraft {
  language: TranslatedLanguage;
  modules: string[] | null;
}

const clipError = (detail: string) => detail.slice(0, 2_000);

/** SQL for translation_drafts as the worker moves them, and the drafts it writes. */
@Injectable()
export class TranslationDraftRows {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Marks the job running; null when it is final, gone or past the stale limit. */
  async start(id: string, attempt: number): Promise<StartedDraft | null> {
    const [row]: StartedDraft[] = await this.db.query(
      `WITH started AS (
         UPDATE translation_drafts
            SET status = 'running', attempts = GREATEST(attempts, $2),
                started_at = COALESCE(started_at, now())
          WHERE id = $1 AND status IN ('queued', 'running')
            AND created_at > now() - $3 * interval '1 millisecond'
          RETURNING language, modules)
       SELECT language, modules FROM started`,
      [id, attempt, TRANSLATION_DRAFT_STALE_MS],
    );
    return row ?? null;
  }

  /**
   * The first attempt fixes the job's list: live modules with no approved text in `language`
   * and none written by a person, in catalogue order. A retry keeps the same list.
   */
  async fixModules(id: string): Promise<void> {
    await this.db.query(
      `UPDATE translation_drafts d SET modules = ARRAY(
         SELECT c.category_id || '/' || c.module_id FROM video_catalogue c
          WHERE c.retired_at IS NULL AND NOT EXISTS (
            SELECT 1 FROM video_catalogue_translations t
             WHERE t.category_id = c.category_id AND t.module_id = c.module_id
               AND t.language = d.language AND (t.status = 'approved' OR t.source = 'human'))
          ORDER BY c.position)
        WHERE d.id = $1 AND d.modules IS NULL`,
      [id],
    );
  }

  /**
   * The English of the job's modules still to draft: not drafted by this job yet (no row
   * written since it started) and not approved or written by a person meanwhile.
   */
  async remaining(id: string): Promise<SourceText[]> {
    return this.db.query(
      `SELECT c.category_id || '/' || c.module_id AS key, c.title, c.description
         FROM translation_drafts d
         JOIN video_catalogue c ON c.category_id || '/' || c.module_id = ANY (d.modules)
         LEFT JOIN video_catalogue_translations t ON t.category_id = c.category_id
          AND t.module_id = c.module_id AND t.language = d.language
        WHERE d.id = $1 AND (t.language IS NULL OR (t.status = 'draft' AND t.source = 'ai'
          AND t.updated_at < d.started_at))
        ORDER BY c.position`,
      [id],
    );
  }

  /**
   * Writes a batch as AI drafts. Approved text and a person's text are never overwritten; an
   * older AI draft is. Counts what was written on the job.
   */
  async saveDrafts(id: string, language: TranslatedLanguage, drafts: SourceText[]) {
    await this.db.transaction(async (manager) => {
      const written: unknown[] = await manager.query(
        `WITH input AS (
           SELECT split_part(d.key, '/', 1) AS category_id,
                  substr(d.key, length(split_part(d.key, '/', 1)) + 2) AS module_id,
                  d.title, d.description
             FROM jsonb_to_recordset($2::jsonb) AS d (key text, title text, description text)),
         written AS (
           INSERT INTO video_catalogue_translations AS t
             (category_id, module_id, language, title, description, status, source)
           SELECT i.category_id, i.module_id, $1, i.title, i.description, 'draft', 'ai'
             FROM input i
             JOIN video_catalogue c USING (category_id, module_id)
           ON CONFLICT (category_id, module_id, language) DO UPDATE
             SET title = excluded.title, description = excluded.description,
                 updated_at = now()
             WHERE t.status = 'draft' AND t.source = 'ai'
           RETURNING 1)
         SELECT 1 FROM written`,
        [language, JSON.stringify(drafts)],
      );
      await manager.query(
        `UPDATE translation_drafts SET drafted = drafted + $2 WHERE id = $1 AND status = 'running'`,
        [id, written.length],
      );
    });
  }

  async succeed(id: string, writer: 'openai' | 'offline', model: string | null): Promise<void> {
    await this.db.query(
      `UPDATE translation_drafts
          SET status = 'succeeded', writer = $2, model = $3, error = NULL, failure = NULL,
              finished_at = now()
        WHERE id = $1 AND status = 'running'`,
      [id, writer, model],
    );
  }

  async noteRetry(id: string, detail: string): Promise<void> {
    await this.db.query(
      `UPDATE translation_drafts SET error = $2 WHERE id = $1 AND status = 'running'`,
      [id, clipError(detail)],
    );
  }

  /**
   * Fails jobs left unfinished past the stale limit (one dropped after stalling too often, or
   * never enqueued), so the console stops showing them as running and offers the button again.
   */
  async failStale(): Promise<number> {
    return failStaleRows(
      this.db,
      'translation_drafts',
      TRANSLATION_DRAFT_STALE_MS,
      TRANSLATION_DRAFT_TIMED_OUT,
    );
  }

  async fail(id: string, detail: string, userMessage: string): Promise<void> {
    await this.db.query(
      `UPDATE translation_drafts
          SET status = 'failed', writer = 'openai', error = $2, failure = $3, finished_at = now()
        WHERE id = $1 AND status = 'running'`,
      [id, clipError(detail), userMessage],
    );
  }
}
