import { posix } from 'node:path';

/** Top-level folders of the media store; only the content-addressed ones are ever served. */
export const MEDIA_FOLDERS = {
  uploads: 'uploads',
  renditions: 'renditions',
  posters: 'posters',
  captions: 'captions',
} as const;

/** Folders whose objects are named by their SHA-256: safe to cache forever. */
export const SERVED_FOLDERS: readonly string[] = [
  MEDIA_FOLDERS.renditions,
  MEDIA_FOLDERS.posters,
  MEDIA_FOLDERS.captions,
];

/** `renditions/<sha256>.mp4` and the like: the same bytes always get the same key. */
export function contentKey(
  folder: (typeof MEDIA_FOLDERS)[keyof typeof MEDIA_FOLDERS],
  sha256: string,
  extension: string,
): string {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('contentKey needs a hex SHA-256');
  return `${folder}/${sha256}.${extension}`;
}

/**
 * A storage key that stays inside its root: relative, normalised, no NUL or backslash, no part
 * starting with a dot (so no `..`, and never the local driver's `.partial` folder), no control
 * characters, at most 1024 bytes (S3's limit).
 */
export function isSafeKey(key: string): boolean {
  if (!key || Buffer.byteLength(key) > 1024 || key.includes('\\')) return false;
  if ([...key].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return false;
  }
  if (key.startsWith('/') || posix.normalize(key) !== key) return false;
  return !key.split('/').some((part) => part === '' || part.startsWith('.'));
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe media key: ${JSON.stringify(key)}`);
}
