import { mkdirSync } from 'node:fs';
import send, { type SendOptions } from '@fastify/send';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import {
  isSafeKey,
  LocalMediaStorage,
  MEDIA_STORAGE,
  S3MediaStorage,
  SERVED_FOLDERS,
  type MediaStorage,
} from '@retainly/media';

export const MEDIA_PREFIX = '/media/';
const YEAR_MS = 365 * 24 * 3_600_000;
/** Read size for media files: Node's stream default (16 KiB) costs half the throughput. */
const READ_CHUNK_BYTES = 64 * 1024;
/** A redirect is cached no longer than its URL works, less time for the request to start. */
const REDIRECT_MARGIN_SECONDS = 60;

/**
 * Whether a key is one browsers may fetch: content-addressed renditions, posters and captions
 * (named by their SHA-256, so cacheable forever). Uploads and anything else never are.
 */
export function isServedKey(key: string): boolean {
  return isSafeKey(key) && SERVED_FOLDERS.includes(key.split('/')[0]!) && key.includes('/');
}

/**
 * `GET /media/<folder>/<file>`, one stable address for both drivers: the local driver's files
 * straight from MEDIA_DIR (byte ranges, ETag, immutable caching), or for S3
 * a 302 to a presigned URL, so the bytes come from the store, never through the api.
 */
export async function serveMedia(app: NestFastifyApplication): Promise<void> {
  const storage = app.get<MediaStorage>(MEDIA_STORAGE);
  if (storage instanceof LocalMediaStorage) await serveLocalMedia(app, storage);
  else if (storage instanceof S3MediaStorage)
    redirectToStore(app.getHttpAdapter().getInstance(), storage);
  else throw new Error(`No way to serve media from the ${storage.driver} driver`);
}

/**
 * Files straight from MEDIA_DIR through @fastify/send (ranges, ETag, Last-Modified, 304, 416).
 * Called directly rather than through @fastify/static, which does not pass highWaterMark on:
 * Node's 16 KiB default read size halved range throughput in bench:video.
 */
async function serveLocalMedia(app: NestFastifyApplication, storage: LocalMediaStorage) {
  mkdirSync(storage.root, { recursive: true });
  const options: SendOptions = {
    root: storage.root,
    acceptRanges: true,
    etag: true,
    lastModified: true,
    cacheControl: true,
    maxAge: YEAR_MS,
    immutable: true,
    // Puts are written in MEDIA_DIR/.partial before their rename: never served.
    dotfiles: 'deny',
    index: false,
    highWaterMark: READ_CHUNK_BYTES,
  };
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get<{ Params: { '*': string } }>(`${MEDIA_PREFIX}*`, async (request, reply) => {
    const key = request.params['*'];
    if (!isServedKey(key)) return reply.callNotFound();
    const { statusCode, headers, stream, type } = await send(request.raw, `/${key}`, options);
    // A 416 keeps its `Content-Range: bytes */<size>`, so a player can recover.
    if (type === 'error' && statusCode !== 416) return reply.callNotFound();
    if (type === 'directory') return reply.callNotFound();
    return reply.code(statusCode).headers(headers).send(stream);
  });
}

function redirectToStore(fastify: FastifyInstance, storage: S3MediaStorage) {
  fastify.get<{ Params: { '*': string } }>(`${MEDIA_PREFIX}*`, async (request, reply) => {
    const key = request.params['*'];
    if (!isServedKey(key)) return reply.callNotFound();
    const { url, expiresAt } = await storage.presign(key);
    const seconds = Math.floor((expiresAt.getTime() - Date.now()) / 1000) - REDIRECT_MARGIN_SECONDS;
    return reply
      .header('cache-control', seconds > 0 ? `private, max-age=${seconds}` : 'no-store')
      .redirect(url, 302);
  });
}

/**
 * Origins the pages must be allowed to load media and posters from (CSP): the store's own when
 * browsers fetch from it, none for the local driver (same origin).
 */
export async function mediaOrigins(app: NestFastifyApplication): Promise<string[]> {
  const storage = app.get<MediaStorage>(MEDIA_STORAGE);
  if (storage.driver === 'local') return [];
  return [new URL(await storage.playbackUrl('posters/origin-probe.jpg')).origin];
}
