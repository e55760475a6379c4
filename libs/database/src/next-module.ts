import type { EntityManager } from 'typeorm';
import {
  continueWatching,
  portalCategories,
  videoKey,
  type ModuleProgress,
} from '@retainly/domain';
import { translatedTitle, translationJoin } from './catalogue-text';

export interface NextModule {
  categoryId: string;
  moduleId: string;
  title: string;
}

interface ModuleRow extends NextModule {
  displayCategory: string;
  playable: boolean;
  finished: boolean;
  beatAt: Date | null;
  completedAt: Date | null;
}

/**
 * Where the client carries on: the module the portal's 'Continue where you left off' offers,
 * by the same rule (continueWatching over the playable modules, in the portal's viewing order),
 * so a reminder e-mail names the module its resume link opens. With nothing playable it falls
 * back to the same rule over every visible module. Its title is in the client's language (else
 * the version's) where an approved translation exists.
 */
export async function nextUnfinishedModule(
  manager: Pick<EntityManager, 'query'>,
  clientId: string,
): Promise<NextModule | null> {
  // Playable as the portal's videoSourceOf sees it: ready renditions or an external URL.
  const rows: ModuleRow[] = await manager.query(
    `SELECT v.category_id AS "categoryId", v.module_id AS "moduleId", ${translatedTitle} AS title,
            v.display_category AS "displayCategory",
            (jsonb_array_length(coalesce(m.renditions, '[]'::jsonb)) > 0
              OR btrim(coalesce(v.video_url, '')) <> '') AS playable,
            c.client_id IS NOT NULL AS finished, mp.beat_at AS "beatAt",
            coalesce(c.completed_at, mp.completed_at) AS "completedAt"
     FROM portal_clients p
     JOIN agency_versions av ON av.id = p.version_id
     JOIN version_modules v ON v.version_id = p.version_id AND v.is_visible
     LEFT JOIN media_items m ON m.id = v.media_id AND m.status = 'ready'
     LEFT JOIN module_completions c ON c.client_id = p.id
       AND c.category_id = v.category_id AND c.module_id = v.module_id
     LEFT JOIN module_progress mp ON mp.client_id = p.id
       AND mp.category_id = v.category_id AND mp.module_id = v.module_id
     ${translationJoin('coalesce(p.language, av.language)')}
     WHERE p.id = $1
     ORDER BY v.position`,
    [clientId],
  );
  const playable = rows.filter((row) => row.playable);
  const listed = portalCategories(playable.length > 0 ? playable : rows, (r) => r.displayCategory);
  const ref = continueWatching(listed, new Map(rows.map((row) => [videoKey(row), reportOf(row)])));
  const found = ref && rows.find((row) => videoKey(row) === videoKey(ref));
  return found
    ? { categoryId: found.categoryId, moduleId: found.moduleId, title: found.title }
    : null;
}

/** As much of the portal's progress report as continueWatching reads. */
function reportOf(row: ModuleRow): ModuleProgress {
  return {
    categoryId: row.categoryId,
    moduleId: row.moduleId,
    status: row.finished ? 'completed' : row.beatAt ? 'watching' : 'not_started',
    percent: 0,
    watchedSeconds: 0,
    positionSeconds: 0,
    lastWatchedAt: row.beatAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
