import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { UserEntity } from '@retainly/database';
import { CUSTOM_MODULE_CATEGORY, moduleLengthSeconds, type VersionVideo } from '@retainly/domain';
import { isUuid } from '../agency-modules/agency-modules.repository';
import { VersionCustomModulesRepository } from '../agency-modules/version-custom-modules.repository';
import { requireAdvancedPlan } from './plan-rules';

const notInVersion = () => new NotFoundException('That video is not in the catalogue.');

/**
 * Which videos each of an agency's versions shows: catalogue videos (visible unless saved
 * hidden) and the agency's own modules (category 'custom').
 */
@Injectable()
export class VideoVisibilityService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly customModules: VersionCustomModulesRepository,
  ) {}

  async videos(userId: string, versionId: string): Promise<VersionVideo[]> {
    await this.ownVersion(userId, versionId);
    const rows: (Omit<VersionVideo, 'hasVideo' | 'isVisible' | 'durationSeconds'> & {
      has_video: boolean;
      is_visible: boolean;
      video_url: string | null;
      measured_seconds: number | null;
      given_seconds: number | null;
    })[] = await this.db.query(
      `SELECT v.category_id AS "categoryId", v.module_id AS "moduleId", v.title, v.description,
         (v.video_url IS NOT NULL OR v.media_id IS NOT NULL) AS has_video, v.is_visible,
         v.source, v.display_category AS "displayCategory", v.video_url,
         m.duration_seconds::float8 AS measured_seconds, v.given_seconds
       FROM version_modules v
       LEFT JOIN media_items m ON m.id = v.media_id AND m.status = 'ready'
       WHERE v.version_id = $1
       ORDER BY v.position`,
      [versionId],
    );
    return rows.map(
      ({ has_video, is_visible, video_url, measured_seconds, given_seconds, ...video }) => ({
        ...video,
        durationSeconds: moduleLengthSeconds({
          measuredSeconds: measured_seconds,
          videoUrl: video_url,
          givenSeconds: given_seconds,
        }),
        hasVideo: has_video,
        isVisible: is_visible,
      }),
    );
  }

  async setVisibility(
    user: UserEntity,
    versionId: string,
    video: { categoryId: string; moduleId: string },
    visible: boolean,
  ): Promise<void> {
    requireAdvancedPlan(user);
    await this.ownVersion(user.id, versionId);
    if (video.categoryId === CUSTOM_MODULE_CATEGORY) {
      const { moduleId } = video;
      const changed =
        isUuid(moduleId) && (await this.customModules.setVisibility(versionId, moduleId, visible));
      if (!changed) throw notInVersion();
      return;
    }
    const saved: unknown[] = await this.db.query(
      `INSERT INTO agency_video_settings (version_id, category_id, module_id, is_visible)
       SELECT $1, category_id, module_id, $4 FROM version_modules
       WHERE version_id = $1 AND category_id = $2 AND module_id = $3
       ON CONFLICT (version_id, category_id, module_id)
       DO UPDATE SET is_visible = excluded.is_visible, updated_at = now()
       RETURNING version_id`,
      [versionId, video.categoryId, video.moduleId, visible],
    );
    if (saved.length === 0) throw notInVersion();
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
