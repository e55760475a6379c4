import { createHash } from 'node:crypto';
import { copyFile, open, rm, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey } from './media-keys';
import {
  assertByteRange,
  MediaNotFoundError,
  type ByteRange,
  type MediaStorage,
  type StoredObject,
} from './media-storage';
import type { MediaUrlSigner } from './media-url-signer';
import { removeStaleEntries } from './remove-stale-entries';
import { writeAtomically } from './write-atomically';

const CONTENT_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.vtt': 'text/vtt; charset=utf-8',
};

/** The content type a local file is served with, from its extension. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Where puts are written before they are renamed into place: inside the root (so on the same
 * file system, which makes the rename atomic) but outside every served folder, and a dot folder,
 * which no safe key can name.
 */
export const PARTIAL_DIR = '.partial';

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Media in a local directory (MEDIA_DIR): the default, served by the api with byte ranges.
 * A put copies into a temporary file and renames it, which is atomic on one file system, so a
 * reader never sees half a file, and a worker killed mid-put leaves only a `.partial` file.
 * Playback URLs are signed and expire (`signer`); a storage without one only stores.
 */
export class LocalMediaStorage implements MediaStorage {
  readonly driver = 'local' as const;
  readonly root: string;

  constructor(
    root: string,
    private readonly signer?: MediaUrlSigner,
  ) {
    this.root = resolve(root);
  }

  /** The file behind a key (after checking the key stays inside the root). */
  pathOf(key: string): string {
    assertSafeKey(key);
    return join(this.root, key);
  }

  /** The content type is not stored: files are served with the type of their extension. */
  async put(key: string, path: string, _contentType?: string): Promise<StoredObject> {
    const target = this.pathOf(key);
    await writeAtomically(
      target,
      (temporary) => copyFile(path, temporary),
      join(this.root, PARTIAL_DIR),
    );
    return (await this.stat(key))!;
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(this.pathOf(key));
      if (!info.isFile()) return null;
      return {
        bytes: info.size,
        etag: etagOf(info.size, info.mtimeMs),
        contentType: contentTypeOf(key),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    assertByteRange(range);
    const path = this.pathOf(key);
    // Opened first, so a missing key rejects here rather than erroring the stream later.
    const handle = await open(path).catch((error: unknown) => {
      throw isMissing(error) ? new MediaNotFoundError(key) : error;
    });
    return handle.createReadStream(range && { start: range.start, end: range.end });
  }

  async download(key: string, toPath: string): Promise<void> {
    const path = this.pathOf(key);
    await writeAtomically(resolve(toPath), (temporary) =>
      copyFile(path, temporary).catch((error: unknown) => {
        throw isMissing(error) ? new MediaNotFoundError(key) : error;
      }),
    );
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async playbackUrl(key: string): Promise<string> {
    assertSafeKey(key);
    if (!this.signer) throw new Error('This LocalMediaStorage has no signer for playback URLs');
    return this.signer.url(key);
  }

  /** Files left in the `.partial` folder by a put whose process was killed before its rename. */
  removeUnfinishedWrites(before: Date): Promise<number> {
    return removeStaleEntries(join(this.root, PARTIAL_DIR), 'file', before);
  }
}

/** A strong ETag from size and modification time (content-addressed keys never change bytes). */
function etagOf(bytes: number, mtimeMs: number): string {
  const digest = createHash('sha1').update(`${bytes}:${mtimeMs}`).digest('base64url').slice(0, 16);
  return `"${digest}"`;
}
