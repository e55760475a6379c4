import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  CRM_ROUTE_MODULES,
  HELP_SEARCH_LIMIT,
  type CrmRoute,
  type HelpMatchField,
  type HelpModuleRef,
  type PortalLanguage,
} from '@retainly/domain';
import { translatedDescription, translatedTitle, translationJoin } from '@retainly/database';

/**
 * The modules for one CRM page: the agency's own modules it put on that page (in the version's
 * order), then the catalogue's defaults (CRM_ROUTE_MODULES, in their order); only modules this
 * version shows, and those with something to play before those still to come. $1 version,
 * $2 route, $3/$4 the defaults' category and module ids.
 */
const ROUTE_MODULES = `
  WITH wanted AS (
    SELECT 'custom'::text AS category_id, m.id::text AS module_id, 0 AS source,
           vc.position AS rank
      FROM version_custom_modules vc
      JOIN agency_modules m ON m.id = vc.module_id AND m.deleted_at IS NULL
     WHERE vc.version_id = $1 AND vc.is_visible AND m.help_routes @> ARRAY[$2::text]
    UNION ALL
    SELECT d.category_id, d.module_id, 1, d.n::float8
      FROM unnest($3::text[], $4::text[]) WITH ORDINALITY d (category_id, module_id, n)
  )
  SELECT v.category_id, v.module_id
    FROM wanted w
    JOIN version_modules v ON v.version_id = $1 AND v.is_visible
     AND v.category_id = w.category_id AND v.module_id = w.module_id
    LEFT JOIN media_items i ON i.id = v.media_id AND i.status = 'ready'
   ORDER BY (i.id IS NULL AND v.video_url IS NULL), w.source, w.rank`;

/**
 * The version's visible modules whose text matches the ILIKE pattern $2, best field first
 * (title, then description, then transcript), then in the version's order. Text in the
 * language $5 (an approved translation, the captions' transcript in that language) is searched
 * beside the English, and shown where it matched. The `texts` CTE is the one place a module's
 * searchable text comes from. A transcript is cut to a window around its match, so a long one
 * never travels whole.
 */
const SEARCH = `
  WITH texts AS (
    SELECT v.category_id, v.module_id, v.position, ${translatedTitle} AS title,
           v.title AS title_en,
           -- The client's language unless only the English matched (then the match is shown).
           CASE WHEN v.description ILIKE $2 AND NOT ${translatedDescription} ILIKE $2
                THEN v.description ELSE ${translatedDescription} END AS description,
           CASE WHEN mc.transcript ILIKE $2 THEN mc.transcript ELSE i.transcript END AS transcript
      FROM version_modules v
      ${translationJoin('$5')}
      LEFT JOIN media_items i ON i.id = v.media_id AND i.status = 'ready'
      LEFT JOIN media_captions mc ON mc.media_id = i.id AND mc.language = $5
     WHERE v.version_id = $1 AND v.is_visible
  ), matched AS (
    SELECT t.*, CASE WHEN t.title ILIKE $2 OR t.title_en ILIKE $2 THEN 'title'
                     WHEN t.description ILIKE $2 THEN 'description'
                     WHEN t.transcript ILIKE $2 THEN 'transcript' END AS field
      FROM texts t
  )
  SELECT category_id, module_id, title, field,
         CASE field WHEN 'title' THEN description
                    WHEN 'description' THEN description
                    ELSE substr(transcript,
                                greatest(1, strpos(lower(transcript), lower($3)) - 200), 500)
         END AS text
    FROM matched
   WHERE field IS NOT NULL
   ORDER BY CASE field WHEN 'title' THEN 0 WHEN 'description' THEN 1 ELSE 2 END, position
   LIMIT $4`;

export interface SearchRow extends HelpModuleRef {
  title: string;
  field: HelpMatchField;
  text: string;
}

/** The help panel's reads of a version's modules; the caller has checked the version is live. */
@Injectable()
export class HelpModulesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async forRoute(versionId: string, route: CrmRoute): Promise<HelpModuleRef[]> {
    const defaults = CRM_ROUTE_MODULES[route].map((ref) => ref.split('/'));
    const rows: { category_id: string; module_id: string }[] = await this.db.query(ROUTE_MODULES, [
      versionId,
      route,
      defaults.map(([c]) => c),
      defaults.map(([, m]) => m),
    ]);
    return rows.map((row) => ({ categoryId: row.category_id, moduleId: row.module_id }));
  }

  /** `pattern`: an escaped ILIKE pattern (searchPattern); `text`: the words searched. */
  async search(
    versionId: string,
    pattern: string,
    text: string,
    language: PortalLanguage,
  ): Promise<SearchRow[]> {
    const rows: {
      category_id: string;
      module_id: string;
      title: string;
      field: HelpMatchField;
      text: string | null;
    }[] = await this.db.query(SEARCH, [versionId, pattern, text, HELP_SEARCH_LIMIT, language]);
    return rows.map((row) => ({
      categoryId: row.category_id,
      moduleId: row.module_id,
      title: row.title,
      field: row.field,
      text: row.text ?? '',
    }));
  }

  /** A visible module's title in the version, or undefined. */
  async visibleTitle(versionId: string, ref: HelpModuleRef): Promise<string | undefined> {
    const [row]: { title: string }[] = await this.db.query(
      `SELECT title FROM version_modules
        WHERE version_id = $1 AND category_id = $2 AND module_id = $3 AND is_visible`,
      [versionId, ref.categoryId, ref.moduleId],
    );
    return row?.title;
  }
}
