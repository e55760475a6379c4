import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { UserEntity } from '@retainly/database';
import type { VersionVideo } from '@retainly/domain';
import { requireAdvancedPlan } from './plan-rules';

/** Which catalogue videos each of an agency's versions shows (visible unless saved hidden). */
@Injectable()
export class VideoVisibilityService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async videos(userId: string, versionId: string): Promise<VersionVideo[]> {
    await this.ownVersion(userId, versionId);
    const rows: (Omit<VersionVideo, 'hasVideo' | 'isVisible'> & {
      has_video: boolean;
      is_visible: boolean;
    })[] = await this.db.query(
      `SELECT c.category_id AS "categoryId", c.module_id AS "moduleId", c.title, c.description,
         c.minutes, c.video_url IS NOT NULL AS has_video, coalesce(s.is_visible, true) AS is_visible
       FROM video_catalogue c
       LEFT JOIN agency_video_settings s ON s.version_id = $1
         AND s.category_id = c.category_id AND s.module_id = c.module_id
       ORDER BY c.position`,
      [versionId],
    );
    return rows.map(({ has_video, is_visible, ...video }) => ({
      ...video,
      hasVideo: has_video,
      isVisible: is_visible,
    }));
  }

  async setVisibility(
    user: UserEntity,
    versionId: string,
    video: { categoryId: string; moduleId: string },
    visible: boolean,
  ): Promise<void> {
    requireAdvancedPlan(user);
    await this.ownVersion(user.id, versionId);
    const saved: unknown[] = await this.db.query(
      `INSERT INTO agency_video_settings (version_id, category_id, module_id, is_visible)
       SELECT $1, category_id, module_id, $4 FROM video_catalogue
       WHERE category_id = $2 AND module_id = $3
       ON CONFLICT (version_id, category_id, module_id)
       DO UPDATE SET is_visible = excluded.is_visible, updated_at = now()
       RETURNING version_id`,
      [versionId, video.categoryId, video.moduleId, visible],
    );
    if (saved.length === 0) throw new NotFoundException('That video is not in the catalogue.');
  }

  /** Another agency's version answers exactly like a missing one: 404. */
  private async ownVersion(userId: string, versionId: string): Promise<void> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM agency_versions WHERE id = $1 AND user_id = $2`,
      [versionId, userId],
    );
    if (rows.length === 0) throw new NotFoundException('That version was not found.');
  }
}
