import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { contentKey, type MEDIA_FOLDERS, type MediaStorage } from '@retainly/media';

type ContentFolder = Exclude<(typeof MEDIA_FOLDERS)[keyof typeof MEDIA_FOLDERS], 'uploads'>;

export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/**
 * Stores a finished file under its SHA-256 (`renditions/<sha>.mp4`): the same bytes always get
 * the same key, so they can be cached forever, and bytes already stored are not stored twice.
 */
export async function storeByContent(
  storage: MediaStorage,
  folder: ContentFolder,
  path: string,
  extension: string,
  contentType: string,
): Promise<{ key: string; bytes: number }> {
  const key = contentKey(folder, await sha256Of(path), extension);
  const stored = (await storage.stat(key)) ?? (await storage.put(key, path, contentType));
  return { key, bytes: stored.bytes };
}
