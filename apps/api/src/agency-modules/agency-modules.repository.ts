import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { CrmRoute, MediaStatus } from '@retainly/domain';

/** A live module as the library shows it, with its versions and its newest upload. */
export interface AgencyModuleRow {
  id: string;
  title: string;
  description: string;
  category_id: string | null;
  own_category: string | null;
  video_url: string | null;
  length_seconds: number | null;
  media_id: string | null;
  help_routes: CrmRoute[];
  created_at: Date;
  version_ids: string[];
  upload_id: string | null;
  upload_status: MediaStatus | null;
  upload_progress: number | null;
  upload_failure: string | null;
  upload_source_name: string | null;
  upload_source_bytes: number | null;
  caption_languages: string[];
}

/** The fields an agency writes; undefined leaves a field as it is (PATCH). */
export interface AgencyModuleFields {
  title?: string;
  description?: string;
  category?: { categoryId: string | null; ownCategory: string | null };
  videoUrl?: string | null;
  /** A linked video's length as the agency gave it (null: unknown). */
  lengthSeconds?: number | null;
  helpRoutes?: CrmRoute[];
}

export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const VIEW = `
  SELECT m.id, m.title, m.description, m.category_id, m.own_category, m.video_url,
         m.length_seconds, m.media_id,
         m.help_routes, m.created_at,
         ARRAY(SELECT vc.version_id FROM version_custom_modules vc WHERE vc.module_id = m.id
               ORDER BY vc.added_at, vc.version_id) AS version_ids,
         u.id AS upload_id, u.status AS upload_status, u.progress AS upload_progress,
         u.failure AS upload_failure, u.source_name AS upload_source_name,
         u.source_bytes::float8 AS upload_source_bytes,
         ARRAY(SELECT c.language FROM media_captions c
                WHERE c.media_id = coalesce(m.media_id, u.id)) AS caption_languages
    FROM agency_modules m
    LEFT JOIN LATERAL (
      SELECT i.id, i.status, i.progress, i.failure, i.source_name, i.source_bytes
        FROM media_items i
       WHERE i.target_type = 'agency_module' AND i.target_ref = m.id::text
         AND i.owner_type = 'agency' AND i.owner_id = m.user_id
       ORDER BY i.created_at DESC, i.id DESC LIMIT 1) u ON true`;

/** agency_modules: an agency's own modules; the one place their SQL lives. */
@Injectable()
export class AgencyModulesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The agency's live modules, oldest first, or the one `id` (another agency's: none). */
  async views(
    userId: string,
    id: string | null = null,
    manager: EntityManager = this.db.manager,
  ): Promise<AgencyModuleRow[]> {
    if (id !== null && !isUuid(id)) return [];
    return manager.query(
      `${VIEW} WHERE m.user_id = $1 AND m.deleted_at IS NULL AND ($2::uuid IS NULL OR m.id = $2)
       ORDER BY m.created_at, m.id`,
      [userId, id],
    );
  }

  /** Whether `id` is a live module of the agency (an upload may target it). */
  async isLive(userId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM agency_modules WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL`,
      [id, userId],
    );
    return rows.length > 0;
  }

  /** Locks the agency's live module `id` for a change; false when there is none. */
  async lock(manager: EntityManager, userId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM agency_modules WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL
       FOR UPDATE`,
      [id, userId],
    );
    return rows.length > 0;
  }

  async insert(
    manager: EntityManager,
    userId: string,
    fields: Required<AgencyModuleFields>,
  ): Promise<string> {
    const [row]: { id: string }[] = await manager.query(
      `INSERT INTO agency_modules
         (user_id, title, description, category_id, own_category, video_url, help_routes,
          length_seconds)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        userId,
        fields.title,
        fields.description,
        fields.category.categoryId,
        fields.category.ownCategory,
        fields.videoUrl,
        fields.helpRoutes,
        fields.lengthSeconds,
      ],
    );
    return row!.id;
  }

  /** Writes the given fields of a live module (locked by the caller). */
  async update(manager: EntityManager, id: string, fields: AgencyModuleFields): Promise<void> {
    const { category } = fields;
    await manager.query(
      `UPDATE agency_modules SET
         title = coalesce($2, title),
         description = coalesce($3, description),
         category_id = CASE WHEN $4 THEN $5 ELSE category_id END,
         own_category = CASE WHEN $4 THEN $6 ELSE own_category END,
         video_url = CASE WHEN $7 THEN $8 ELSE video_url END,
         help_routes = coalesce($9::text[], help_routes),
         length_seconds = CASE WHEN $10 THEN $11::integer ELSE length_seconds END,
         updated_at = now()
       WHERE id = $1`,
      [
        id,
        fields.title ?? null,
        fields.description ?? null,
        category !== undefined,
        category?.categoryId ?? null,
        category?.ownCategory ?? null,
        fields.videoUrl !== undefined,
        fields.videoUrl ?? null,
        fields.helpRoutes ?? null,
        fields.lengthSeconds !== undefined,
        fields.lengthSeconds ?? null,
      ],
    );
  }

  /**
   * Deleted, but kept: clients' completions and progress still name it. Its media rows go
   * (the caller deletes them), so media_id clears itself (ON DELETE SET NULL).
   */
  async softDelete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(
      `UPDATE agency_modules SET deleted_at = now(), updated_at = now() WHERE id = $1`,
      [id],
    );
  }

  /** The categories of the agency's own naming its live modules use, A to Z. */
  async ownCategories(userId: string): Promise<string[]> {
    const rows: { own_category: string }[] = await this.db.query(
      `SELECT DISTINCT own_category FROM agency_modules
        WHERE user_id = $1 AND deleted_at IS NULL AND own_category IS NOT NULL
        ORDER BY own_category`,
      [userId],
    );
    return rows.map((row) => row.own_category);
  }
}
