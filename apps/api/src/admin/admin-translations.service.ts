import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { UserEntity } from '@retainly/database';
import {
  TRANSLATED_LANGUAGES,
  isTranslatedLanguage,
  type CatalogueTranslation,
  type TranslatedLanguage,
  type TranslationLibrary,
  type TranslationSummary,
} from '@retainly/domain';
import type { TranslationDto } from './admin-translations.dto';
import { recordAudit } from './audit-log';
import { DRAFT_COLUMNS, TRANSLATION_COLUMNS, draftView, translationView } from './translation-rows';

type Operator = Pick<UserEntity, 'id' | 'email'>;

interface ModuleRef {
  categoryId: string;
  moduleId: string;
  language: string;
}

const translationNotFound = () => new NotFoundException('No such translation');

/** The languages a route names: anything but a translated language is no such translation. */
function languageOf(language: string): TranslatedLanguage {
  if (!isTranslatedLanguage(language)) throw translationNotFound();
  return language;
}

/**
 * The catalogue's titles and descriptions per language. An operator's Save is their approval
 * (they wrote or reviewed the words); an AI draft waits for Approve. Every change is audited.
 */
@Injectable()
export class AdminTranslationsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async library(): Promise<TranslationLibrary> {
    const [{ modules }]: { modules: number }[] = await this.db.query(
      `SELECT count(*)::int AS modules FROM video_catalogue WHERE retired_at IS NULL`,
    );
    const counts: { language: TranslatedLanguage; missing: number; awaiting: number }[] =
      await this.db.query(
        `SELECT l.language,
                count(c.module_id) FILTER (WHERE t.status IS DISTINCT FROM 'approved')::int
                  AS missing,
                count(c.module_id) FILTER (WHERE t.status = 'draft')::int AS awaiting
           FROM unnest($1::text[]) AS l (language)
           LEFT JOIN video_catalogue c ON c.retired_at IS NULL
           LEFT JOIN video_catalogue_translations t ON t.category_id = c.category_id
            AND t.module_id = c.module_id AND t.language = l.language
          GROUP BY l.language`,
        [TRANSLATED_LANGUAGES],
      );
    const jobs = await this.db.query(
      `SELECT DISTINCT ON (language) ${DRAFT_COLUMNS} FROM translation_drafts
        ORDER BY language, created_at DESC`,
    );
    const translations = await this.db.query(
      `SELECT ${TRANSLATION_COLUMNS}
         FROM video_catalogue_translations ORDER BY category_id, module_id, language`,
    );
    const summaries: TranslationSummary[] = TRANSLATED_LANGUAGES.map((language) => {
      const count = counts.find((row) => row.language === language);
      const job = jobs.find((row: { language: string }) => row.language === language);
      return {
        language,
        missing: count?.missing ?? 0,
        awaitingApproval: count?.awaiting ?? 0,
        latestJob: job ? draftView(job) : null,
      };
    });
    return { modules, summaries, translations: translations.map(translationView) };
  }

  /** Saves an operator's text, approved at once; a draft of the module's is replaced. */
  async save(
    operator: Operator,
    ref: ModuleRef,
    input: TranslationDto,
  ): Promise<CatalogueTranslation> {
    const language = languageOf(ref.language);
    const title = input.title.trim();
    if (!title) throw new BadRequestException('title must not be blank');
    return this.db.transaction(async (manager) => {
      const exists: unknown[] = await manager.query(
        `SELECT 1 FROM video_catalogue WHERE category_id = $1 AND module_id = $2`,
        [ref.categoryId, ref.moduleId],
      );
      if (exists.length === 0) throw new NotFoundException('No such video');
      const before = await this.find(manager, ref.categoryId, ref.moduleId, language);
      const [row] = await manager.query(
        `INSERT INTO video_catalogue_translations AS t (category_id, module_id, language, title,
           description, status, source, updated_by, approved_at, approved_by)
         VALUES ($1, $2, $3, $4, $5, 'approved', 'human', $6, now(), $6)
         ON CONFLICT (category_id, module_id, language) DO UPDATE
           SET title = excluded.title, description = excluded.description, status = 'approved',
               source = 'human', updated_at = now(), updated_by = excluded.updated_by,
               approved_at = now(), approved_by = excluded.approved_by
         RETURNING ${TRANSLATION_COLUMNS}`,
        [ref.categoryId, ref.moduleId, language, title, input.description.trim(), operator.id],
      );
      const saved = translationView(row);
      await this.audit(manager, operator, 'save_translation', saved, before);
      return saved;
    });
  }

  /** An AI draft becomes what clients read; approving approved text changes nothing. */
  async approve(operator: Operator, ref: ModuleRef): Promise<CatalogueTranslation> {
    const language = languageOf(ref.language);
    return this.db.transaction(async (manager) => {
      const before = await this.find(manager, ref.categoryId, ref.moduleId, language);
      if (!before) throw translationNotFound();
      if (before.status === 'approved') return before;
      const [row] = await manager.query(
        `WITH approved AS (
           UPDATE video_catalogue_translations
              SET status = 'approved', approved_at = now(), approved_by = $4
            WHERE category_id = $1 AND module_id = $2 AND language = $3
            RETURNING *)
         SELECT ${TRANSLATION_COLUMNS} FROM approved`,
        [ref.categoryId, ref.moduleId, language, operator.id],
      );
      const approved = translationView(row);
      await this.audit(manager, operator, 'approve_translation', approved, before);
      return approved;
    });
  }

  /** Removes a translation (approved or draft): portals show the English again. */
  async remove(operator: Operator, ref: ModuleRef): Promise<void> {
    const language = languageOf(ref.language);
    await this.db.transaction(async (manager) => {
      const before = await this.find(manager, ref.categoryId, ref.moduleId, language);
      if (!before) throw translationNotFound();
      await manager.query(
        `DELETE FROM video_catalogue_translations
          WHERE category_id = $1 AND module_id = $2 AND language = $3`,
        [ref.categoryId, ref.moduleId, language],
      );
      await recordAudit(manager, operator, {
        action: 'remove_translation',
        targetType: 'translation',
        targetId: `${ref.categoryId}/${ref.moduleId}/${language}`,
        before,
        after: null,
      });
    });
  }

  private async find(
    manager: EntityManager,
    categoryId: string,
    moduleId: string,
    language: TranslatedLanguage,
  ): Promise<CatalogueTranslation | null> {
    const [row] = await manager.query(
      `SELECT ${TRANSLATION_COLUMNS} FROM video_catalogue_translations
        WHERE category_id = $1 AND module_id = $2 AND language = $3 FOR UPDATE`,
      [categoryId, moduleId, language],
    );
    return row ? translationView(row) : null;
  }

  private audit(
    manager: EntityManager,
    operator: Operator,
    action: string,
    after: CatalogueTranslation,
    before: CatalogueTranslation | null,
  ) {
    return recordAudit(manager, operator, {
      action,
      targetType: 'translation',
      targetId: `${after.categoryId}/${after.moduleId}/${after.language}`,
      before,
      after,
    });
  }
}
