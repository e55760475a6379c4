import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { UPSERT_CAPTIONS } from '@retainly/database';
import { distinctKeys, itemFileKeysSql, unusedMediaKeys } from '@retainly/media';
import {
  UPLOAD_ABANDONED_HOURS,
  type MediaRendition,
  type MediaStatus,
  type MediaTarget,
  type MediaQuotaUse,
  type MediaTargetType,
  type PortalLanguage,
  type UnfinishedUpload,
  type SiteVideoSlot,
} from '@retainly/domain';
import type { MediaOwner } from './media-owner';
import { captionsColumn, type StoredCaptions } from './media-playback';

/** A media_items row as the api reads it (bigint and numeric cast to numbers). */
export interface MediaItemRow {
  id: string;
  owner_type: MediaOwner['type'];
  owner_id: string | null;
  target_type: MediaTargetType;
  target_ref: string;
  status: MediaStatus;
  progress: number;
  failure: string | null;
  is_sample: boolean;
  source_name: string;
  source_bytes: number;
  duration_seconds: number | null;
  renditions: MediaRendition[];
  poster_key: string | null;
  /** The English track (media_items.captions_key); every language is in `captions`. */
  captions_key: string | null;
  captions: StoredCaptions[];
  created_at: Date;
  ready_at: Date | null;
}

const COLUMNS = `m.id, m.owner_type, m.owner_id, m.target_type, m.target_ref, m.status, m.progress,
  m.failure, m.is_sample, m.source_name, m.source_bytes::float8 AS source_bytes,
  m.duration_seconds::float8 AS duration_seconds, m.renditions, m.poster_key, m.captions_key,
  ${captionsColumn('m')}, m.created_at, m.ready_at`;

/** UPLOAD_ABANDONED_HOURS as SQL: the console stops showing such an upload as pending. */
const ABANDONED_UPLOAD = `interval '${UPLOAD_ABANDONED_HOURS} hours'`;

/**
 * What each target plays now: a module's video_catalogue.media_id, a slot's site_media row (a
 * slot without one plays nothing yet).
 */
const ATTACHED = `
  SELECT 'catalogue_module' AS target_type, category_id || '/' || module_id AS target_ref, media_id
    FROM video_catalogue
  UNION ALL
  SELECT slot, '', media_id FROM site_media`;

/** What an item holds of its agency's quota: an unfinished upload only what it received. */
const HELD_BYTES = `CASE WHEN status = 'uploading' THEN received_bytes ELSE source_bytes END`;
/** The items that count against agency $1's quota. */
const HOLDS_QUOTA = `owner_type = 'agency' AND owner_id = $1 AND status <> 'failed'
  AND replaced_at IS NULL`;

export type QuotaHolders = Pick<MediaQuotaUse, 'videos' | 'unfinishedUploads'>;

/** TypeORM answers UPDATE ... RETURNING with the rows and the count. */
type UpdateResult = [MediaItemRow[], number];

export interface NewMediaItem {
  id: string;
  owner: MediaOwner;
  target: MediaTarget;
  sourceName: string;
  sourceBytes: number;
  createdBy: string;
}

/** media_items: the one place its SQL lives. */
@Injectable()
export class MediaItemsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async find(id: string, manager: EntityManager = this.db.manager): Promise<MediaItemRow | null> {
    const [row]: MediaItemRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM media_items m WHERE m.id = $1`,
      [id],
    );
    return row ?? null;
  }

  async findMany(ids: readonly string[], manager: EntityManager = this.db.manager) {
    if (ids.length === 0) return [];
    const rows: MediaItemRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM media_items m WHERE m.id = ANY($1::uuid[])`,
      [ids],
    );
    return rows;
  }

  /** A new upload's row, status 'uploading'. */
  async insertUploading(manager: EntityManager, item: NewMediaItem): Promise<void> {
    await manager.query(
      `INSERT INTO media_items (id, owner_type, owner_id, target_type, target_ref, status,
         source_name, source_bytes, created_by)
       VALUES ($1, $2, $3, $4, $5, 'uploading', $6, $7, $8)`,
      [
        item.id,
        item.owner.type,
        item.owner.type === 'agency' ? item.owner.id : null,
        item.target.type,
        item.target.ref,
        item.sourceName,
        item.sourceBytes,
        item.createdBy,
      ],
    );
  }

  /** The last byte arrived: queued for processing. Null when the row was not uploading. */
  async markQueued(manager: EntityManager, id: string, sourceKey: string) {
    const [[row]]: UpdateResult = await manager.query(
      `UPDATE media_items m SET status = 'queued', source_key = $2, updated_at = now()
        WHERE m.id = $1 AND m.status = 'uploading'
        RETURNING ${COLUMNS}`,
      [id, sourceKey],
    );
    return row ?? null;
  }

  /**
   * Bytes are arriving: the upload holds `bytes` (what it has plus the PATCH on its way) and is
   * alive (a slow upload does not look abandoned).
   */
  async receive(manager: EntityManager, id: string, bytes: number): Promise<void> {
    await manager.query(
      `UPDATE media_items SET received_bytes = $2, updated_at = now()
        WHERE id = $1 AND status = 'uploading'`,
      [id, bytes],
    );
  }

  /** After a PATCH: what the tus store really has (a cut PATCH holds only what arrived). */
  async received(id: string, bytes: number): Promise<void> {
    await this.db.query(
      `UPDATE media_items SET received_bytes = $2 WHERE id = $1 AND status = 'uploading'`,
      [id, bytes],
    );
  }

  /** A cancelled upload's row; false when it had already finished (or never was). */
  async deleteUploading(id: string): Promise<boolean> {
    const [, deleted]: [unknown, number] = await this.db.query(
      `DELETE FROM media_items WHERE id = $1 AND status = 'uploading'`,
      [id],
    );
    return deleted > 0;
  }

  /**
   * Captions and their words in `language`, only while the item is processing or ready. English
   * stays in media_items (a trigger copies it into media_captions); the others go straight there.
   * Answers the item as it is now, or null when it cannot take captions.
   */
  async setCaptions(
    manager: EntityManager,
    id: string,
    language: PortalLanguage,
    key: string,
    transcript: string,
  ): Promise<MediaItemRow | null> {
    const [item]: unknown[] = await manager.query(
      `SELECT 1 FROM media_items WHERE id = $1 AND status IN ('processing', 'ready') FOR UPDATE`,
      [id],
    );
    if (!item) return null;
    if (language === 'en') {
      await manager.query(
        `UPDATE media_items SET captions_key = $2, transcript = $3, updated_at = now()
          WHERE id = $1`,
        [id, key, transcript],
      );
    } else {
      await manager.query(UPSERT_CAPTIONS, [id, language, key, transcript]);
      await manager.query(`UPDATE media_items SET updated_at = now() WHERE id = $1`, [id]);
    }
    return this.find(id, manager);
  }

  /** Removes one language's captions; null when the item is gone. */
  async removeCaptions(
    manager: EntityManager,
    id: string,
    language: PortalLanguage,
  ): Promise<MediaItemRow | null> {
    if (language === 'en') {
      await manager.query(
        `UPDATE media_items SET captions_key = NULL, transcript = NULL, updated_at = now()
          WHERE id = $1`,
        [id],
      );
    } else {
      await manager.query(`DELETE FROM media_captions WHERE media_id = $1 AND language = $2`, [
        id,
        language,
      ]);
    }
    return this.find(id, manager);
  }

  /**
   * Deletes every item of an agency's module (its quota is freed with them) and answers the
   * storage keys they used, for the caller to remove once no other item uses them.
   */
  async deleteAgencyTarget(
    manager: EntityManager,
    agencyId: string,
    moduleId: string,
  ): Promise<{ ids: string[]; keys: string[] }> {
    const rows: { id: string; keys: (string | null)[] }[] = await manager.query(
      `WITH deleted AS (
         DELETE FROM media_items
          WHERE owner_type = 'agency' AND owner_id = $1
            AND target_type = 'agency_module' AND target_ref = $2
         RETURNING id, renditions, poster_key, captions_key, source_key)
       SELECT id, ${itemFileKeysSql('deleted')} AS keys FROM deleted`,
      [agencyId, moduleId],
    );
    return { ids: rows.map((row) => row.id), keys: distinctKeys(rows) };
  }

  /** Of `keys`, those no item uses any more (see unusedMediaKeys). */
  async unusedKeys(keys: readonly string[]): Promise<string[]> {
    return unusedMediaKeys(this.db, keys);
  }

  /** Whether an upload may target this: an existing catalogue module, or a site slot. */
  async targetExists(target: MediaTarget): Promise<boolean> {
    if (target.type !== 'catalogue_module') return true;
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM video_catalogue WHERE category_id || '/' || module_id = $1`,
      [target.ref],
    );
    return rows.length > 0;
  }

  /** The media a target plays now (null: none yet). */
  async attachedTo(manager: EntityManager, target: MediaTarget): Promise<string | null> {
    const [row]: { media_id: string | null }[] = await manager.query(
      `SELECT media_id FROM (${ATTACHED}) a WHERE target_type = $1 AND target_ref = $2`,
      [target.type, target.ref],
    );
    return row?.media_id ?? null;
  }

  /**
   * Per target of `types` (only `refs` when given), the newest platform item that is not the
   * attached one, is newer than it, and has not become ready: an upload on its way, or one that
   * failed. Replacing a file shows this beside what portals still play.
   */
  async pending(
    types: readonly MediaTargetType[],
    refs: readonly string[] | null = null,
    manager: EntityManager = this.db.manager,
  ): Promise<MediaItemRow[]> {
    return manager.query(
      `WITH attached AS (${ATTACHED})
       SELECT DISTINCT ON (m.target_type, m.target_ref) ${COLUMNS}
         FROM media_items m
         LEFT JOIN attached a ON a.target_type = m.target_type AND a.target_ref = m.target_ref
         LEFT JOIN media_items current ON current.id = a.media_id
        WHERE m.owner_type = 'platform' AND m.target_type = ANY($1::text[])
          AND ($2::text[] IS NULL OR m.target_ref = ANY($2::text[]))
          AND m.id IS DISTINCT FROM a.media_id
          AND (current.id IS NULL OR m.created_at > current.created_at)
          AND (m.status IN ('queued', 'processing', 'failed')
               OR (m.status = 'uploading' AND m.updated_at > now() - ${ABANDONED_UPLOAD}))
        ORDER BY m.target_type, m.target_ref, m.created_at DESC`,
      [types, refs],
    );
  }

  /** Every site video slot's media, whatever their status. */
  async siteSlots(): Promise<(MediaItemRow & { slot: SiteVideoSlot })[]> {
    return this.db.query(
      `SELECT s.slot, ${COLUMNS} FROM site_media s JOIN media_items m ON m.id = s.media_id`,
    );
  }

  /**
   * Bytes an agency's media take: a finished item its whole size, an unfinished upload what it
   * has received; failed uploads and replaced videos give theirs back. `except` leaves one item
   * out (the upload asking for more). To reserve more, call it after locking the agency.
   */
  async bytesOwnedBy(
    manager: EntityManager | undefined,
    agencyId: string,
    except: string | null = null,
  ): Promise<number> {
    const [row]: { bytes: number }[] = await (manager ?? this.db.manager).query(
      `SELECT coalesce(sum(${HELD_BYTES}), 0)::float8 AS bytes FROM media_items
        WHERE ${HOLDS_QUOTA} AND id IS DISTINCT FROM $2`,
      [agencyId, except],
    );
    return row!.bytes;
  }

  /** What holds the agency's quota: its videos, and each unfinished upload (oldest first). */
  async quotaHolders(agencyId: string): Promise<QuotaHolders> {
    const rows: (UnfinishedUpload & { finished: boolean; bytes: number })[] = await this.db.query(
      `SELECT id, target_ref AS "moduleId", source_name AS filename,
              received_bytes::float8 AS "receivedBytes", source_bytes::float8 AS "sizeBytes",
              status <> 'uploading' AS finished, ${HELD_BYTES}::float8 AS bytes
         FROM media_items
        WHERE ${HOLDS_QUOTA}
        ORDER BY created_at, id`,
      [agencyId],
    );
    const videos = rows.filter((row) => row.finished);
    return {
      videos: { count: videos.length, bytes: videos.reduce((sum, row) => sum + row.bytes, 0) },
      unfinishedUploads: rows
        .filter((row) => !row.finished)
        .map(({ id, moduleId, filename, receivedBytes, sizeBytes }) => ({
          id,
          moduleId,
          filename,
          receivedBytes,
          sizeBytes,
        })),
    };
  }
}
