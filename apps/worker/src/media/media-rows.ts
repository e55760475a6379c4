import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { UPSERT_CAPTIONS } from '@retainly/database';
import type { MediaRendition, MediaTargetType } from '@retainly/domain';
import { UNATTACHED } from './replaced-media-sql';

/** One run of a media item's job, as the worker sees it. */
export interface MediaJobItem {
  id: string;
  /**
   * This run's number (media_items.attempts after it started). Every later write carries it:
   * a run that was given up on (its worker stalled, another took over) can no longer touch
   * the row.
   */
  attempt: number;
  isSample: boolean;
  sourceKey: string | null;
  targetType: MediaTargetType;
  targetRef: string;
}

/** What a finished run stored. */
export interface ReadyMedia {
  durationSeconds: number;
  width: number;
  height: number;
  renditions: MediaRendition[];
  posterKey: string;
  /** Set for sample videos, which come with captions; an operator's upload keeps its own. */
  captionsKey: string | null;
  transcript: string | null;
  /** A catalogue sample's captions in the other portal languages (media_captions rows). */
  otherCaptions: { language: string; key: string; transcript: string }[];
}

/** An operator reads it in the console; a stack trace or ffmpeg's whole log does not belong. */
const clip = (text: string) => text.slice(0, 1_000);

/**
 * What the target plays now stays when it is a real upload and this one a sample, or when it is
 * newer, unless it is a sample and this one a real upload (a real video always replaces a
 * sample): `cur` is the item attached now, `new` the one finishing.
 */
const KEEPS_CURRENT = `
  cur.id <> new.id
  AND CASE WHEN cur.is_sample <> new.is_sample THEN new.is_sample
           ELSE (cur.created_at, cur.id) > (new.created_at, new.id) END`;

/** SQL for media_items as the worker moves them queued -> processing -> ready | failed. */
@Injectable()
export class MediaRows {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Starts a run: processing, progress back to 0, attempts + 1. Null when there is nothing to
   * do: the item is ready or failed already (a job re-run), or was deleted. A row still
   * 'processing' belonged to a worker that died mid-transcode: this run takes over.
   */
  async start(id: string): Promise<MediaJobItem | null> {
    // Through a CTE: TypeORM answers a bare UPDATE ... RETURNING with [rows, count].
    const [row]: {
      attempts: number;
      is_sample: boolean;
      source_key: string | null;
      target_type: MediaTargetType;
      target_ref: string;
    }[] = await this.db.query(
      `WITH started AS (
         UPDATE media_items
            SET status = 'processing', progress = 0, failure = NULL, attempts = attempts + 1,
                updated_at = now()
          WHERE id = $1 AND status IN ('queued', 'processing')
          RETURNING attempts, is_sample, source_key, target_type, target_ref)
       SELECT * FROM started`,
      [id],
    );
    if (!row) return null;
    return {
      id,
      attempt: row.attempts,
      isSample: row.is_sample,
      sourceKey: row.source_key,
      targetType: row.target_type,
      targetRef: row.target_ref,
    };
  }

  /** Progress only moves forward within a run. */
  async progress(item: MediaJobItem, percent: number): Promise<void> {
    await this.db.query(
      `UPDATE media_items SET progress = $3, updated_at = now()
        WHERE id = $1 AND attempts = $2 AND status = 'processing' AND progress < $3`,
      [item.id, item.attempt, Math.max(0, Math.min(99, Math.floor(percent)))],
    );
  }

  /** Back in the queue, for a retry or after a worker shutdown: the console says 'queued'. */
  async requeue(item: MediaJobItem): Promise<void> {
    await this.db.query(
      `UPDATE media_items SET status = 'queued', progress = 0, updated_at = now()
        WHERE id = $1 AND attempts = $2 AND status = 'processing'`,
      [item.id, item.attempt],
    );
  }

  /** False when this run no longer owns the row: nothing was written. */
  async fail(item: MediaJobItem, reason: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `WITH failed AS (
         UPDATE media_items SET status = 'failed', failure = $3, updated_at = now()
          WHERE id = $1 AND attempts = $2 AND status = 'processing'
          RETURNING id)
       SELECT id FROM failed`,
      [item.id, item.attempt, clip(reason)],
    );
    return rows.length > 0;
  }

  /**
   * In one transaction: the item becomes ready and, unless a newer item (or a real upload,
   * for a sample) holds its target already, what its target plays. Returns false when this
   * run no longer owns the row (a later run took over): nothing was written.
   */
  async finish(item: MediaJobItem, ready: ReadyMedia): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const rows: unknown[] = await manager.query(
        `WITH finished AS (
           UPDATE media_items
              SET status = 'ready', progress = 100, failure = NULL, renditions = $3::jsonb,
                  poster_key = $4, duration_seconds = $5, width = $6, height = $7,
                  captions_key = COALESCE($8, captions_key), transcript = COALESCE($9, transcript),
                  ready_at = now(), updated_at = now()
            WHERE id = $1 AND attempts = $2 AND status = 'processing'
            RETURNING id)
         SELECT id FROM finished`,
        [
          item.id,
          item.attempt,
          JSON.stringify(ready.renditions),
          ready.posterKey,
          ready.durationSeconds,
          ready.width,
          ready.height,
          ready.captionsKey,
          ready.transcript,
        ],
      );
      if (rows.length === 0) return false;
      for (const track of ready.otherCaptions) {
        await manager.query(UPSERT_CAPTIONS, [
          item.id,
          track.language,
          track.key,
          track.transcript,
        ]);
      }
      await attach(manager, item);
      return true;
    });
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Points the item's target at it: a catalogue module's media_id, an agency module's (only its
 * own agency's, and not once deleted), or a site slot. Then every other ready item of that
 * target is marked replaced, this one too when a newer item kept the target.
 */
async function attach(manager: EntityManager, item: MediaJobItem): Promise<void> {
  if (!(await pointTarget(manager, item))) return;
  // After the target's row is updated (and so locked): a concurrent finish for the same target
  // waits for this commit, then marks this item in turn if it takes the target. Only this
  // function sets a media_id, so an item of this target that nothing plays is one it replaced.
  await manager.query(
    `UPDATE media_items i SET replaced_at = now()
      WHERE i.target_type = $1 AND i.target_ref = $2 AND i.status = 'ready'
        AND i.replaced_at IS NULL AND ${UNATTACHED}`,
    [item.targetType, item.targetRef],
  );
}

/** Attaches the item unless KEEPS_CURRENT; false for a malformed reference. */
async function pointTarget(manager: EntityManager, item: MediaJobItem): Promise<boolean> {
  if (item.targetType === 'agency_module') {
    if (!UUID.test(item.targetRef)) return false;
    await manager.query(
      `UPDATE agency_modules m SET media_id = new.id, updated_at = now()
         FROM media_items new
        WHERE new.id = $1 AND m.id = $2 AND new.owner_type = 'agency'
          AND m.user_id = new.owner_id AND m.deleted_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM media_items cur WHERE cur.id = m.media_id AND ${KEEPS_CURRENT})`,
      [item.id, item.targetRef],
    );
    return true;
  }
  if (item.targetType === 'catalogue_module') {
    const [categoryId, moduleId, ...rest] = item.targetRef.split('/');
    if (!categoryId || !moduleId || rest.length > 0) return false;
    await manager.query(
      `UPDATE video_catalogue c SET media_id = new.id, updated_at = now()
         FROM media_items new
        WHERE new.id = $1 AND c.category_id = $2 AND c.module_id = $3
          AND NOT EXISTS (SELECT 1 FROM media_items cur WHERE cur.id = c.media_id AND ${KEEPS_CURRENT})`,
      [item.id, categoryId, moduleId],
    );
    return true;
  }
  await manager.query(
    `INSERT INTO site_media AS s (slot, media_id) VALUES ($2, $1)
     ON CONFLICT (slot) DO UPDATE SET media_id = EXCLUDED.media_id, updated_at = now()
      WHERE NOT EXISTS (
        SELECT 1 FROM media_items cur, media_items new
         WHERE cur.id = s.media_id AND new.id = EXCLUDED.media_id AND ${KEEPS_CURRENT})`,
    [item.id, item.targetType],
  );
  return true;
}
