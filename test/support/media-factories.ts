import type { MediaRendition, MediaStatus, MediaTargetType } from '@retainly/domain';
import { insertRow, type Queryable } from './insert-row';

/** A media item: one upload and what the worker made of it (with files: media/media-items.ts). */
export interface MediaItemFields {
  id?: string;
  owner_type: 'platform' | 'agency';
  /** The agency, for owner_type 'agency' only (a check constraint). */
  owner_id?: string | null;
  target_type: MediaTargetType;
  /** `<categoryId>/<moduleId>` for a catalogue module, the module's id for an agency's own. */
  target_ref?: string;
  status?: MediaStatus;
  progress?: number;
  /** Required when failed (a check constraint). */
  failure?: string | null;
  is_sample?: boolean;
  source_name?: string;
  source_bytes?: number;
  /** What an unfinished upload has received (its share of the quota). */
  received_bytes?: number;
  source_key?: string | null;
  duration_seconds?: number | null;
  width?: number | null;
  height?: number | null;
  /** jsonb: the factory serialises them (the driver would send an array as a SQL array). */
  renditions?: MediaRendition[];
  poster_key?: string | null;
  captions_key?: string | null;
  transcript?: string | null;
  /** Relative times are Dates computed in the test: `new Date(Date.now() - 30_000)`. */
  created_at?: Date;
  /** For an upload, when its last bytes arrived. */
  updated_at?: Date;
  ready_at?: Date | null;
  /** Set once another item took its target's place. */
  replaced_at?: Date | null;
}

/** Inserts a media item with `fields`; the rest are column defaults. Returns its id. */
export async function insertMediaItem(db: Queryable, fields: MediaItemFields): Promise<string> {
  const renditions = fields.renditions && JSON.stringify(fields.renditions);
  return (await insertRow<{ id: string }>(db, 'media_items', { ...fields, renditions }, 'id')).id;
}

/** Makes the catalogue module `ref` (`<categoryId>/<moduleId>`) play the media item `mediaId`. */
export async function playOnCatalogueModule(db: Queryable, ref: string, mediaId: string) {
  const [, updated]: [unknown, number] = await db.query(
    `UPDATE video_catalogue SET media_id = $1 WHERE category_id || '/' || module_id = $2`,
    [mediaId, ref],
  );
  if (updated !== 1) throw new Error(`No catalogue module "${ref}"`);
}

/**
 * A ready platform item playing on the catalogue module `ref`, as the worker leaves one (a
 * 1280x720 'clip.mp4' unless `fields` says otherwise; no files). Returns its id.
 */
export async function readyCatalogueMedia(
  db: Queryable,
  ref: string,
  fields: Partial<MediaItemFields> = {},
): Promise<string> {
  const id = await insertMediaItem(db, {
    owner_type: 'platform',
    target_type: 'catalogue_module',
    target_ref: ref,
    status: 'ready',
    progress: 100,
    source_name: 'clip.mp4',
    width: 1280,
    height: 720,
    renditions: [],
    ready_at: new Date(),
    ...fields,
  });
  await playOnCatalogueModule(db, ref, id);
  return id;
}
