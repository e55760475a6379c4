import type { CatalogueTranslation, TranslationDraftJob } from '@retainly/domain';

/** video_catalogue_translations as the console reads it. */
export const TRANSLATION_COLUMNS = `category_id AS "categoryId", module_id AS "moduleId", language,
  title, description, status, source, updated_at AS "updatedAt", approved_at AS "approvedAt"`;

type TranslationRow = Omit<CatalogueTranslation, 'updatedAt' | 'approvedAt'> & {
  updatedAt: Date;
  approvedAt: Date | null;
};

export const translationView = (row: TranslationRow): CatalogueTranslation => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
  approvedAt: row.approvedAt?.toISOString() ?? null,
});

/** translation_drafts as the console polls it. */
export const DRAFT_COLUMNS = `id, language, status, writer, coalesce(cardinality(modules), 0) AS total,
  drafted, failure, created_at AS "createdAt", finished_at AS "finishedAt"`;

type DraftRow = Omit<TranslationDraftJob, 'createdAt' | 'finishedAt'> & {
  createdAt: Date;
  finishedAt: Date | null;
};

export const draftView = (row: DraftRow): TranslationDraftJob => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});
