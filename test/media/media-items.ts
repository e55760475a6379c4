import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { appendEvents } from '@retainly/database';
import type { MediaRendition, MediaStatus, MediaTargetType } from '@retainly/domain';
import { LocalMediaStorage } from '@retainly/media';
import { insertMediaItem } from '../support/media-factories';
import { waitFor } from '../support/wait-for';

export interface MediaRow {
  id: string;
  status: MediaStatus;
  progress: number;
  failure: string | null;
  is_sample: boolean;
  source_key: string | null;
  duration_seconds: string | null;
  width: number | null;
  height: number | null;
  renditions: MediaRendition[];
  poster_key: string | null;
  captions_key: string | null;
  attempts: number;
  ready_at: Date | null;
}

export interface UploadOptions {
  targetType?: MediaTargetType;
  targetRef?: string;
  sourceName?: string;
  /** How long ago the upload started (created_at); now by default. */
  startedSecondsAgo?: number;
  isSample?: boolean;
  /** Commit the VideoUploaded event with the row (true), or leave it to publishUpload. */
  publish?: boolean;
}

/**
 * An upload as the api finishes one: the file in MEDIA_DIR/uploads/<id>, then in one
 * transaction the row (queued, source_key set) and its VideoUploaded event.
 */
export async function commitUpload(
  db: DataSource,
  mediaDir: string,
  file: string,
  {
    targetType = 'catalogue_module',
    targetRef = '',
    sourceName = 'clip.mp4',
    startedSecondsAgo = 0,
    isSample = false,
    publish = true,
  }: UploadOptions = {},
): Promise<string> {
  const id = randomUUID();
  const stored = await new LocalMediaStorage(mediaDir).put(`uploads/${id}`, file);
  await db.transaction(async (manager) => {
    await insertMediaItem(manager, {
      id,
      owner_type: 'platform',
      target_type: targetType,
      target_ref: targetRef,
      status: 'queued',
      is_sample: isSample,
      source_name: sourceName,
      source_bytes: stored.bytes,
      source_key: `uploads/${id}`,
      // Else the column's now(), in microseconds: uploads made back to back stay in order.
      created_at: startedSecondsAgo ? new Date(Date.now() - startedSecondsAgo * 1000) : undefined,
    });
    if (publish) await appendEvents(manager, [{ type: 'VideoUploaded', data: { media_id: id } }]);
  });
  return id;
}

export async function publishUpload(db: DataSource, id: string): Promise<void> {
  await db.transaction((manager) =>
    appendEvents(manager, [{ type: 'VideoUploaded', data: { media_id: id } }]),
  );
}

export async function mediaRow(db: DataSource, id: string): Promise<MediaRow> {
  const [row] = await db.query(`SELECT * FROM media_items WHERE id = $1`, [id]);
  return row;
}

/** Waits for a final status, recording every (status, progress) seen on the way. */
export async function settled(
  db: DataSource,
  id: string,
  timeoutMs = 30_000,
): Promise<{ row: MediaRow; seen: { status: MediaStatus; progress: number }[] }> {
  const seen: { status: MediaStatus; progress: number }[] = [];
  const row = await waitFor(
    `media ${id} to be ready or failed`,
    async () => {
      const now = await mediaRow(db, id);
      const last = seen.at(-1);
      if (!last || last.status !== now.status || last.progress !== now.progress)
        seen.push({ status: now.status, progress: now.progress });
      return now.status === 'ready' || now.status === 'failed' ? now : undefined;
    },
    { timeoutMs, intervalMs: 20 },
  );
  return { row, seen };
}

/** A catalogue module, `<categoryId>/<moduleId>`, by its position. */
export async function moduleRef(db: DataSource, position: number): Promise<string> {
  const [row] = await db.query(
    `SELECT category_id || '/' || module_id AS ref FROM video_catalogue ORDER BY position
     OFFSET $1 LIMIT 1`,
    [position],
  );
  return row.ref;
}

export async function catalogueMediaId(db: DataSource, ref: string): Promise<string | null> {
  const [categoryId, moduleId] = ref.split('/');
  const [row] = await db.query(
    `SELECT media_id FROM video_catalogue WHERE category_id = $1 AND module_id = $2`,
    [categoryId, moduleId],
  );
  return row.media_id;
}

/** Every file under a folder of the media store, as keys ('renditions/<sha>.mp4'). */
export async function storedKeys(mediaDir: string, folder: string): Promise<string[]> {
  try {
    return (await readdir(join(mediaDir, folder))).map((name) => `${folder}/${name}`).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The worker's temporary directories for an item (there should be none once it settled). */
export async function workDirsOf(id: string): Promise<string[]> {
  try {
    return (await readdir(join(tmpdir(), 'retainly-media'))).filter((name) => name.startsWith(id));
  } catch {
    return [];
  }
}

/** A signed /media URL of `key` (local driver), as a matcher: its expiry moves with the clock. */
export const signedMediaUrl = (key: string | null): string =>
  expect.stringMatching(
    new RegExp(
      `^/media/${String(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?expires=\\d+&sig=[\\w-]{43}$`,
    ),
  );
