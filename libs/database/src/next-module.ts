import type { EntityManager } from 'typeorm';

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
    `SELECT vm.category_id AS "categoryId", vm.module_id AS "moduleId",
            coalesce(t.title, vm.title) AS title
     FROM portal_clients p
     JOIN agency_versions v ON v.id = p.version_id
     JOIN version_modules vm ON vm.version_id = p.version_id AND vm.is_visible
     LEFT JOIN video_catalogue_translations t ON t.category_id = vm.category_id
      AND t.module_id = vm.module_id AND t.language = coalesce(p.language, v.language)
      AND t.status = 'approved'
     WHERE p.id = $1 AND NOT EXISTS (
       SELECT 1 FROM module_completions c
       WHERE c.client_id = p.id AND c.category_id = vm.category_id AND c.module_id = vm.module_id)
     ORDER BY vm.position LIMIT 1`,
    [clientId],
  );
  return row ?? null;
}
