import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey } from './media-keys';
import type { ByteRange, MediaStorage, StoredObject } from './media-storage';

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
 * Media in a local directory (MEDIA_DIR): the default, served by the api with byte ranges.
 * A put copies into a temporary name beside the target and renames it, which is atomic on one
 * file system, so a reader never sees half a file.
 */
export class LocalMediaStorage implements MediaStorage {
  readonly driver = 'local' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file behind a key (after checking the key stays inside the root). */
  pathOf(key: string): string {
    assertSafeKey(key);
    return join(this.root, key);
  }

  async put(key: string, path: string): Promise<StoredObject> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await copyFile(path, temporary);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
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
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    return createReadStream(this.pathOf(key), range && { start: range.start, end: range.end });
  }

  async download(key: string, toPath: string): Promise<void> {
    await mkdir(dirname(toPath), { recursive: true });
    await copyFile(this.pathOf(key), toPath);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async playbackUrl(key: string): Promise<string> {
    assertSafeKey(key);
    return `/media/${key}`;
  }
}

/** A strong ETag from size and modification time (content-addressed keys never change bytes). */
function etagOf(bytes: number, mtimeMs: number): string {
  const digest = createHash('sha1').update(`${bytes}:${mtimeMs}`).digest('base64url').slice(0, 16);
  return `"${digest}"`;
}
