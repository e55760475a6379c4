import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { appendEvents, type UserEntity } from '@retainly/database';
import {
  LANGUAGE_ENGLISH_NAMES,
  TRANSLATION_DRAFT_STALE_MS,
  noAiWriterMessage,
  type TranslatedLanguage,
  type TranslationDraftJob,
} from '@retainly/domain';
import { recordAudit } from './audit-log';
import { DRAFT_COLUMNS, draftView } from './translation-rows';

/**
 * 'Draft missing translations with AI' for one language: a row plus an outbox event in one
 * transaction; the worker drafts and the console polls the row. Without an AI writer the
 * request is refused (409) and nothing is queued, so the console never says drafts are coming.
 */
@Injectable()
export class TranslationDraftsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async request(
    operator: Pick<UserEntity, 'id' | 'email'>,
    language: TranslatedLanguage,
  ): Promise<TranslationDraftJob> {
    if (!this.config.OPENAI_API_KEY) {
      throw new ConflictException(noAiWriterMessage(LANGUAGE_ENGLISH_NAMES[language]));
    }
    return this.db.transaction(async (manager) => {
      // One job per language at a time: two clicks at once are counted one after the other.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('translation_drafts:' || $1))`, [
        language,
      ]);
      const unfinished: unknown[] = await manager.query(
        `SELECT 1 FROM translation_drafts
          WHERE language = $1 AND status IN ('queued', 'running')
            AND created_at > now() - $2 * interval '1 millisecond'`,
        [language, TRANSLATION_DRAFT_STALE_MS],
      );
      if (unfinished.length > 0) {
        throw new ConflictException(
          `AI drafts for ${LANGUAGE_ENGLISH_NAMES[language]} are already on their way.`,
        );
      }
      const [row] = await manager.query(
        `INSERT INTO translation_drafts (language, requested_by) VALUES ($1, $2)
         RETURNING ${DRAFT_COLUMNS}`,
        [language, operator.id],
      );
      await appendEvents(manager, [
        { type: 'TranslationDraftRequested', data: { draft_id: row.id } },
      ]);
      await recordAudit(manager, operator, {
        action: 'request_translation_drafts',
        targetType: 'translation',
        targetId: language,
        before: null,
        after: { draftId: row.id },
      });
      return draftView(row);
    });
  }

  async status(id: string): Promise<TranslationDraftJob> {
    const [row] = await this.db.query(
      `SELECT ${DRAFT_COLUMNS} FROM translation_drafts WHERE id = $1`,
      [id],
    );
    if (!row) throw new NotFoundException('No such draft job');
    return draftView(row);
  }
}
