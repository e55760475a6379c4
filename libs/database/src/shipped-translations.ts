import type { EntityManager } from 'typeorm';
import { shippedTranslationRows } from '@retainly/domain';

/**
 * Puts the shipped catalogue translations (libs/domain SHIPPED_CATALOGUE_TEXT) in
 * video_catalogue_translations as approved text, each module and language once per database:
 * only where the module's English is still the one translated, never over a person's text
 * (an AI draft is replaced), and never again once offered (shipped_catalogue_translations), so
 * an operator's removal or rewrite stands. Runs after every migrate; returns the rows written.
 */
export async function shipCatalogueTranslations(db: Pick<EntityManager, 'query'>): Promise<number> {
  const [{ count }]: { count: number }[] = await db.query(
    `WITH shipped AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS s ("categoryId" text, "moduleId" text,
         language text, "englishTitle" text, "englishDescription" text, title text,
         description text)
     ), offered AS (
       INSERT INTO shipped_catalogue_translations (category_id, module_id, language)
       SELECT s."categoryId", s."moduleId", s.language
         FROM shipped s
         JOIN video_catalogue c ON c.category_id = s."categoryId" AND c.module_id = s."moduleId"
          AND c.title = s."englishTitle" AND c.description = s."englishDescription"
       ON CONFLICT DO NOTHING
       RETURNING category_id, module_id, language
     ), written AS (
       INSERT INTO video_catalogue_translations AS t
              (category_id, module_id, language, title, description, status, source, approved_at)
       SELECT o.category_id, o.module_id, o.language, s.title, s.description, 'approved',
              'human', now()
         FROM offered o
         JOIN shipped s ON s."categoryId" = o.category_id AND s."moduleId" = o.module_id
          AND s.language = o.language
       ON CONFLICT (category_id, module_id, language) DO UPDATE
          SET title = excluded.title, description = excluded.description, status = 'approved',
              source = 'human', approved_at = now(), updated_at = now(), updated_by = NULL
        WHERE t.source = 'ai' AND t.status = 'draft'
       RETURNING 1
     )
     SELECT count(*)::int AS count FROM written`,
    [JSON.stringify(shippedTranslationRows())],
  );
  return count;
}
