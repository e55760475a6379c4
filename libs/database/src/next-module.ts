import type { EntityManager } from 'typeorm';
import { translatedTitle, translationJoin } from './catalogue-text';

export interface NextModule {
  categoryId: string;
  moduleId: string;
  title: string;
}

/**
 * The first visible module of the client's version (in the agency's order) they have not
 * completed: where a nudge says they are up to and where the resume link lands them. Its title
 * is in the client's language (else the version's) where an approved translation exists.
 */
export async function nextUnfinishedModule(
  manager: Pick<EntityManager, 'query'>,
  clientId: string,
): Promise<NextModule | null> {
  const [row]: NextModule[] = await manager.query(
    `SELECT v.category_id AS "categoryId", v.module_id AS "moduleId", ${translatedTitle} AS title
     FROM portal_clients p
     JOIN agency_versions av ON av.id = p.version_id
     JOIN version_modules v ON v.version_id = p.version_id AND v.is_visible
     ${translationJoin('coalesce(p.language, av.language)')}
     WHERE p.id = $1 AND NOT EXISTS (
       SELECT 1 FROM module_completions c
       WHERE c.client_id = p.id AND c.category_id = v.category_id AND c.module_id = v.module_id)
     ORDER BY v.position LIMIT 1`,
    [clientId],
  );
  return row ?? null;
}
