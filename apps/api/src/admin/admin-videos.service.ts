import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { UserEntity } from '@retainly/database';
import {
  VIDEO_CATEGORIES,
  moduleIdFromTitle,
  type AdminVideo,
  type AdminVideoLibrary,
} from '@retainly/domain';
import { TargetMediaService } from '../media/target-media.service';
import type { NewVideoDto, VideoChangesDto } from './admin-videos.dto';
import { recordAudit } from './audit-log';

type Operator = Pick<UserEntity, 'id' | 'email'>;

/** A catalogue row; its media (what portals play, what is on its way) is added from media_items. */
type VideoRow = Omit<AdminVideo, 'media' | 'pendingMedia'> & { mediaId: string | null };

const VIDEO_COLUMNS = `category_id AS "categoryId", module_id AS "moduleId", position, title,
  description, minutes, video_url AS "videoUrl", poster_url AS "posterUrl",
  retired_at AS "retiredAt", media_id AS "mediaId"`;

/** What the audit log keeps of a module: its own fields (media has its own entries, and URLs expire). */
const catalogueFields = ({ media: _media, pendingMedia: _pending, ...fields }: AdminVideo) =>
  fields;

/**
 * The video library: the catalogue every portal reads (through the version_modules view), so a
 * change reaches every portal at once; agencies' per-version visibility rows are never touched.
 */
@Injectable()
export class AdminVideosService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly targets: TargetMediaService,
  ) {}

  /** The whole library; `manager` reads it inside a transaction (a move answers with its result). */
  async library(manager: EntityManager = this.db.manager): Promise<AdminVideoLibrary> {
    const rows: VideoRow[] = await manager.query(
      `SELECT ${VIDEO_COLUMNS} FROM video_catalogue ORDER BY position`,
    );
    return {
      categories: VIDEO_CATEGORIES.map(({ id, title }) => ({ id, title })),
      videos: await this.withMedia(manager, rows),
    };
  }

  /** Each row as the console shows it, with its media and pending media. */
  private async withMedia(manager: EntityManager, rows: VideoRow[]): Promise<AdminVideo[]> {
    const media = await this.targets.forModules(rows, manager);
    return rows.map(({ mediaId: _attached, ...video }) => ({
      ...video,
      retiredAt: video.retiredAt && new Date(video.retiredAt).toISOString(),
      ...media.get(`${video.categoryId}/${video.moduleId}`)!,
    }));
  }

  /** Adds a module at the end of its category; its id comes from the title (kept for good). */
  async add(operator: Operator, video: NewVideoDto): Promise<AdminVideo> {
    return this.db.transaction(async (manager) => {
      await manager.query(`LOCK TABLE video_catalogue IN SHARE ROW EXCLUSIVE MODE`);
      const moduleId = await this.freeModuleId(manager, video.categoryId, video.title);
      await manager.query(
        `INSERT INTO video_catalogue
           (category_id, module_id, position, title, description, minutes, video_url, poster_url)
         SELECT $1, $2, coalesce(max(position), -1) + 1, $3, $4, $5, $6, $7 FROM video_catalogue`,
        [
          video.categoryId,
          moduleId,
          video.title.trim(),
          video.description.trim(),
          video.minutes,
          video.videoUrl ?? null,
          video.posterUrl ?? null,
        ],
      );
      const added = await this.find(manager, video.categoryId, moduleId);
      await this.audit(manager, operator, 'add_video', added, null, catalogueFields(added));
      return added;
    });
  }

  async change(operator: Operator, categoryId: string, moduleId: string, changes: VideoChangesDto) {
    return this.db.transaction(async (manager) => {
      const before = await this.find(manager, categoryId, moduleId, true);
      await manager.query(
        `UPDATE video_catalogue SET
           title = coalesce($3, title),
           description = coalesce($4, description),
           minutes = coalesce($5, minutes),
           video_url = CASE WHEN $6 THEN $7 ELSE video_url END,
           poster_url = CASE WHEN $8 THEN $9 ELSE poster_url END,
           retired_at = CASE WHEN $10::boolean IS NULL THEN retired_at
                             WHEN $10 THEN coalesce(retired_at, now()) ELSE NULL END,
           updated_at = now()
         WHERE category_id = $1 AND module_id = $2`,
        [
          categoryId,
          moduleId,
          changes.title?.trim() ?? null,
          changes.description?.trim() ?? null,
          changes.minutes ?? null,
          changes.videoUrl !== undefined,
          changes.videoUrl ?? null,
          changes.posterUrl !== undefined,
          changes.posterUrl ?? null,
          changes.retired ?? null,
        ],
      );
      const after = await this.find(manager, categoryId, moduleId);
      await this.audit(
        manager,
        operator,
        'change_video',
        after,
        catalogueFields(before),
        catalogueFields(after),
      );
      return after;
    });
  }

  /** Swaps the module with its neighbour in the same category (none there: nothing moves). */
  async move(operator: Operator, categoryId: string, moduleId: string, direction: 'up' | 'down') {
    return this.db.transaction(async (manager) => {
      await manager.query(`LOCK TABLE video_catalogue IN SHARE ROW EXCLUSIVE MODE`);
      const video = await this.find(manager, categoryId, moduleId, true);
      const [neighbour]: { module_id: string; position: number }[] = await manager.query(
        `SELECT module_id, position FROM video_catalogue
          WHERE category_id = $1 AND position ${direction === 'up' ? '<' : '>'} $2
          ORDER BY position ${direction === 'up' ? 'DESC' : 'ASC'} LIMIT 1`,
        [categoryId, video.position],
      );
      if (!neighbour) return this.library(manager);
      await manager.query(
        `UPDATE video_catalogue SET position = CASE module_id WHEN $2 THEN $4::smallint ELSE $3::smallint END,
           updated_at = now()
         WHERE category_id = $1 AND module_id IN ($2, $5)`,
        [categoryId, moduleId, video.position, neighbour.position, neighbour.module_id],
      );
      await this.audit(
        manager,
        operator,
        `move_video_${direction}`,
        video,
        video.position,
        neighbour.position,
      );
      return this.library(manager);
    });
  }

  private async freeModuleId(manager: EntityManager, categoryId: string, title: string) {
    const base = moduleIdFromTitle(title);
    const taken: { module_id: string }[] = await manager.query(
      `SELECT module_id FROM video_catalogue WHERE category_id = $1 AND module_id LIKE $2 || '%'`,
      [categoryId, base],
    );
    const ids = new Set(taken.map((row) => row.module_id));
    for (let n = 1; n < 1000; n += 1) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!ids.has(candidate)) return candidate;
    }
    throw new ConflictException('Too many videos with this title in this category');
  }

  private async find(
    manager: EntityManager,
    categoryId: string,
    moduleId: string,
    lock = false,
  ): Promise<AdminVideo> {
    const rows: VideoRow[] = await manager.query(
      `SELECT ${VIDEO_COLUMNS} FROM video_catalogue WHERE category_id = $1 AND module_id = $2
       ${lock ? 'FOR UPDATE' : ''}`,
      [categoryId, moduleId],
    );
    if (rows.length === 0) throw new NotFoundException('No such video');
    const [video] = await this.withMedia(manager, rows);
    return video!;
  }

  private audit(
    manager: EntityManager,
    operator: Operator,
    action: string,
    video: AdminVideo,
    before: unknown,
    after: unknown,
  ) {
    return recordAudit(manager, operator, {
      action,
      targetType: 'video',
      targetId: `${video.categoryId}/${video.moduleId}`,
      before,
      after,
    });
  }
}
