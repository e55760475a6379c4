import { mkdirSync } from 'node:fs';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
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
 * straight from MEDIA_DIR (byte ranges, ETag, immutable caching, by @fastify/static), or for S3
 * a 302 to a presigned URL, so the bytes come from the store, never through the api.
 */
export async function serveMedia(app: NestFastifyApplication): Promise<void> {
  const storage = app.get<MediaStorage>(MEDIA_STORAGE);
  if (storage instanceof LocalMediaStorage) await serveLocalMedia(app, storage);
  else if (storage instanceof S3MediaStorage)
    redirectToStore(app.getHttpAdapter().getInstance(), storage);
  else throw new Error(`No way to serve media from the ${storage.driver} driver`);
}

async function serveLocalMedia(app: NestFastifyApplication, storage: LocalMediaStorage) {
  mkdirSync(storage.root, { recursive: true });
  await app.register(async (scope: FastifyInstance) => {
    keepErrorHeaders(scope);
    await scope.register(fastifyStatic, staticOptions(storage.root));
  });
}

/**
 * A 416 must say the file's size (`Content-Range: bytes *\/<size>`) so a player can recover;
 * @fastify/send puts it on the error, which Nest's error handler would drop.
 */
function keepErrorHeaders(scope: FastifyInstance) {
  scope.setErrorHandler(
    (error: Error & { statusCode?: number; headers?: object }, _request, reply) => {
      if (error.statusCode !== 416 || !error.headers) throw error;
      return reply.code(416).headers(error.headers).send();
    },
  );
}

function staticOptions(root: string): FastifyStaticOptions {
  return {
    root,
    prefix: MEDIA_PREFIX,
    // The web build's registration (if any) owns reply.sendFile.
    decorateReply: false,
    index: false,
    redirect: false,
    list: false,
    // Puts are written in MEDIA_DIR/.partial before their rename: never served.
    dotfiles: 'deny',
    acceptRanges: true,
    etag: true,
    lastModified: true,
    cacheControl: true,
    maxAge: YEAR_MS,
    immutable: true,
    // pathname is normalised and starts with '/'.
    allowedPath: (pathname) => isServedKey(pathname.slice(1)),
  };
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
