import { mkdirSync } from 'node:fs';
import send, { type SendOptions } from '@fastify/send';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@retainly/domain';
import {
  isSafeKey,
  LocalMediaStorage,
  MEDIA_STORAGE,
  MEDIA_URL_SIGNER,
  S3MediaStorage,
  SERVED_FOLDERS,
  type MediaStorage,
  type MediaUrlSigner,
} from '@retainly/media';

export const MEDIA_PREFIX = '/media/';
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

type MediaRequest = FastifyRequest<{
  Params: { '*': string };
  Querystring: { expires?: unknown; sig?: unknown };
}>;

/**
 * The seconds a /media request's URL has left, or null when it has been answered already: 404
 * for a key that is never served, 403 for a missing, altered or expired signature (an agency's
 * media is reachable only through URLs its own portal handed out).
 */
function signedSeconds(
  signer: MediaUrlSigner,
  request: MediaRequest,
  reply: FastifyReply,
): number | null {
  const key = request.params['*'];
  if (!isServedKey(key)) {
    void reply.callNotFound();
    return null;
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const { expires, sig } = request.query;
  if (signer.check(key, text(expires), text(sig)) !== 'valid') {
    void reply.code(403).header('cache-control', 'no-store').send({
      statusCode: 403,
      code: ErrorCode.MediaLink,
      message: 'This video link has expired. Reload the page to watch it.',
    });
    return null;
  }
  return Number(expires) - Math.floor(Date.now() / 1000);
}

/**
 * `GET /media/<folder>/<file>?expires=..&sig=..`, one signed address for both drivers: the local
 * driver's files straight from MEDIA_DIR (byte ranges, ETag, cached until the URL expires), or
 * for S3 a 302 to a presigned URL, so the bytes come from the store, never through the api.
 */
export async function serveMedia(app: NestFastifyApplication): Promise<void> {
  const storage = app.get<MediaStorage>(MEDIA_STORAGE);
  const signer = app.get<MediaUrlSigner>(MEDIA_URL_SIGNER);
  const fastify = app.getHttpAdapter().getInstance();
  if (storage instanceof LocalMediaStorage) serveLocalMedia(fastify, storage, signer);
  else if (storage instanceof S3MediaStorage) redirectToStore(fastify, storage, signer);
  else throw new Error(`No way to serve media from the ${storage.driver} driver`);
}

/**
 * Files straight from MEDIA_DIR through @fastify/send (ranges, ETag, Last-Modified, 304, 416).
 * Called directly rather than through @fastify/static, which does not pass highWaterMark on:
 * Node's 16 KiB default read size halved range throughput in bench:video.
 */
function serveLocalMedia(
  fastify: FastifyInstance,
  storage: LocalMediaStorage,
  signer: MediaUrlSigner,
) {
  mkdirSync(storage.root, { recursive: true });
  const options: SendOptions = {
    root: storage.root,
    acceptRanges: true,
    etag: true,
    lastModified: true,
    // Set below: a response is cached no longer than its URL works.
    cacheControl: false,
    // Puts are written in MEDIA_DIR/.partial before their rename: never served.
    dotfiles: 'deny',
    index: false,
    highWaterMark: READ_CHUNK_BYTES,
  };
  fastify.get(`${MEDIA_PREFIX}*`, async (request: MediaRequest, reply) => {
    const seconds = signedSeconds(signer, request, reply);
    if (seconds === null) return reply;
    const key = request.params['*'];
    // The path is the key alone: send never sees the signature's query.
    const { statusCode, headers, stream, type } = await send(request.raw, `/${key}`, options);
    // A 416 keeps its `Content-Range: bytes */<size>`, so a player can recover.
    if (type === 'error' && statusCode !== 416) return reply.callNotFound();
    if (type === 'directory') return reply.callNotFound();
    return reply
      .code(statusCode)
      .headers(headers)
      .header('cache-control', `public, max-age=${seconds}, immutable`)
      .send(stream);
  });
}

function redirectToStore(
  fastify: FastifyInstance,
  storage: S3MediaStorage,
  signer: MediaUrlSigner,
) {
  fastify.get(`${MEDIA_PREFIX}*`, async (request: MediaRequest, reply) => {
    const signed = signedSeconds(signer, request, reply);
    if (signed === null) return reply;
    const { url, expiresAt } = await storage.presign(request.params['*']);
    const presigned = Math.floor((expiresAt.getTime() - Date.now()) / 1000);
    const seconds = Math.min(signed, presigned) - REDIRECT_MARGIN_SECONDS;
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
