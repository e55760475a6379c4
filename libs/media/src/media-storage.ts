import type { Readable } from 'node:stream';

/** What a stored object is: enough to answer a range request and to cache it for good. */
export interface StoredObject {
  bytes: number;
  /** A strong validator: quoted, as an HTTP ETag header carries it. */
  etag: string;
  contentType: string;
}

/** An inclusive byte range, as HTTP's Range header counts. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media lives: a local directory (the default) or S3-compatible object storage. Keys are
 * slash-separated relative paths (`renditions/<sha256>.mp4`); a key that tries to leave its
 * root (`..`, a leading slash) is refused by every driver.
 *
 * `put` is atomic: a reader sees the whole object or none of it, never a half-written file, so
 * a worker killed mid-upload leaves nothing visible.
 */
export interface MediaStorage {
  readonly driver: 'local' | 's3';
  /** Stores the file at `path` under `key`. */
  put(key: string, path: string, contentType: string): Promise<StoredObject>;
  /** The object's size, ETag and type; null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** The object's bytes, or one inclusive range of them; MediaNotFoundError when there is none. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /**
   * Copies the object to a local file (the worker transcodes from local files only), whole or
   * not at all; MediaNotFoundError when there is none.
   */
  download(key: string, toPath: string): Promise<void>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Where a browser fetches the object: the api's `/media/<key>` for the local driver, a
   * presigned GET valid for MEDIA_URL_TTL_SECONDS for S3, so media never streams through the api.
   */
  playbackUrl(key: string): Promise<string>;
  /**
   * Removes what writes killed midway left behind, if untouched since `before` (a write in
   * progress keeps its file's time fresh); returns how many went.
   */
  removeUnfinishedWrites(before: Date): Promise<number>;
}

/** How long a write may go untouched before the hourly clean-up takes it for a killed one. */
export const UNFINISHED_WRITE_HOURS = 24;

export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

/**
 * Thrown by read and download when the key holds nothing, by every driver, so a caller can tell
 * a missing object (permanent) from an unreachable store (worth a retry).
 */
export class MediaNotFoundError extends Error {
  override name = 'MediaNotFoundError';

  constructor(readonly key: string) {
    super(`No media object at ${JSON.stringify(key)}`);
  }
}

/** Refuses a range that is not whole numbers with 0 <= start <= end. */
export function assertByteRange(range: ByteRange | undefined): void {
  if (!range) return;
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Invalid byte range ${start}-${end}`);
  }
}
