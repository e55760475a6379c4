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
  /** The object's bytes, or one inclusive range of them. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Copies the object to a local file (the worker transcodes from local files only). */
  download(key: string, toPath: string): Promise<void>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Where a browser fetches the object: the api's `/media/<key>` for the local driver, a
   * presigned GET valid for MEDIA_URL_TTL_SECONDS for S3, so media never streams through the api.
   */
  playbackUrl(key: string): Promise<string>;
}

export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');
