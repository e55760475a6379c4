import { PORTAL_LANGUAGES, type AgencyModule } from '@retainly/domain';
import type { AgencyModuleRow } from './agency-modules.repository';

/** A module as the Advanced Mode editor shows it, with its newest upload's progress. */
export function agencyModuleView(row: AgencyModuleRow): AgencyModule {
  const status = row.upload_status;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    categoryId: row.category_id,
    ownCategory: row.own_category,
    videoUrl: row.video_url,
    lengthSeconds: row.length_seconds,
    media:
      row.upload_id && status
        ? {
            id: row.upload_id,
            status,
            progress: status === 'ready' ? 100 : (row.upload_progress ?? 0),
            failure: row.upload_failure,
            sourceName: row.upload_source_name ?? '',
            sourceBytes: row.upload_source_bytes ?? 0,
          }
        : null,
    captionLanguages: PORTAL_LANGUAGES.filter((language) =>
      row.caption_languages.includes(language),
    ),
    versionIds: row.version_ids,
    helpRoutes: row.help_routes,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
