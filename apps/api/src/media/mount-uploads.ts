import { randomUUID } from 'node:crypto';
import { HttpException, Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ERRORS, Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Redis from 'ioredis';
import type { AppConfig } from '@retainly/config';
import { UPLOAD_PATH } from '@retainly/domain';
import { redisOptionsFromUrl } from '@retainly/queues';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { signInRequired } from '../auth/session.guard';
import { SessionsService } from '../auth/sessions.service';
import { uploaderFor, type Uploader } from './media-owner';
import { recordWhatArrives } from './record-received';
import { RedisLocker } from './redis-locker';
import { createUploadStore } from './upload-store';
import { UploadsService } from './uploads.service';

type TusRequest = Parameters<NonNullable<Server['options']['onUploadCreate']>>[0];

const TUS_METHODS = ['OPTIONS', 'POST', 'HEAD', 'PATCH', 'DELETE'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MB = 1024 * 1024;

/** A header's non-negative integer value, or undefined when absent or not one. */
function headerNumber(req: TusRequest, name: string): number | undefined {
  const value = req.headers.get(name);
  return value !== null && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** A tus error answer (@tus/server sends `body` as the response text). */
const tusError = (status_code: number, body: string) => ({ status_code, body });

/** Runs a hook, answering our HttpExceptions as tus errors (their message as the body). */
async function asTus<T>(hook: () => Promise<T>): Promise<T> {
  try {
    return await hook();
  } catch (error) {
    if (!(error instanceof HttpException)) throw error;
    const response = error.getResponse();
    const message =
      typeof response === 'object' && 'message' in response
        ? String(response.message)
        : error.message;
    throw tusError(error.getStatus(), message);
  }
}

/**
 * Resumable uploads (the tus protocol) at /api/uploads, for operators (the platform's videos)
 * and ADVANCED agencies (their own modules' videos): POST creates an upload
 * (answering its Location, /api/uploads/<mediaId>), HEAD tells the offset the server has, PATCH
 * appends from that offset, DELETE cancels. Fastify leaves the body alone here; @tus/server
 * reads it from the raw request.
 *
 * Any replica takes any request of an upload: its lock is in Redis (RedisLocker), its state in
 * the shared store (upload-store.ts), so no sticky routing is needed.
 */
export async function mountUploads(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const logger = new Logger('Uploads');
  const sessions = app.get(SessionsService);
  const uploads = app.get(UploadsService);
  const redis = new Redis(redisOptionsFromUrl(config.REDIS_URL));
  // Its one command (the subscription) waits out an outage: with the default retry limit it was
  // rejected after 20 quick reconnects and took the process down.
  const subscriber = new Redis({
    ...redisOptionsFromUrl(config.REDIS_URL),
    maxRetriesPerRequest: null,
  });
  for (const connection of [redis, subscriber]) {
    connection.on('error', (error) => logger.warn({ err: error.message }, 'Redis'));
  }
  const store = createUploadStore(config, redis);
  recordWhatArrives(store, (mediaId, bytes) => uploads.received(mediaId, bytes), logger);
  // Each request's uploader, found by the session hook below, read by the tus hooks.
  const uploaders = new WeakMap<object, Uploader>();
  const uploaderOf = (req: TusRequest): Uploader => {
    const uploader = req.runtime?.node && uploaders.get(req.runtime.node.req);
    if (!uploader) throw new Error('An upload request reached tus without its uploader');
    return uploader;
  };
  const tooLarge = `The file is larger than the ${config.MAX_UPLOAD_MB} MB upload limit.`;

  const tus = new Server({
    path: UPLOAD_PATH,
    datastore: store.datastore,
    locker: new RedisLocker(redis, subscriber, `${config.QUEUE_PREFIX}:tus-lock:`),
    maxSize: config.MAX_UPLOAD_MB * MB,
    // Same origin only: the console is served by this api.
    allowedOrigins: [new URL(config.APP_URL).origin],
    disableTerminationForFinishedUploads: true,
    // The upload id is the media item's id; its URL names only that.
    namingFunction: () => store.uploadIdOf(randomUUID()),
    generateUrl: (_req, { path, id }) => `${path}/${store.mediaIdOf(id)}`,
    getFileIdFromRequest: (_req, last) =>
      last && UUID.test(last) ? store.uploadIdOf(last) : undefined,
    onIncomingRequest: (req, uploadId) =>
      asTus(async () => {
        const mediaId = store.mediaIdOf(uploadId);
        const uploader = uploaderOf(req);
        if (req.method === 'PATCH') {
          const offset = headerNumber(req, 'upload-offset') ?? 0;
          await uploads.receiving(uploader, mediaId, offset, headerNumber(req, 'content-length'));
        }
        if (req.method === 'DELETE') await uploads.cancel(uploader, mediaId);
        if (req.method === 'HEAD') await finishIfComplete(uploader, uploadId);
      }),
    onUploadCreate: (req, upload) =>
      asTus(async () => {
        const mediaId = store.mediaIdOf(upload.id);
        await uploads.create(uploaderOf(req), mediaId, upload.size, upload.metadata);
        return {};
      }),
    onUploadFinish: (req, upload) =>
      asTus(async () => {
        const mediaId = store.mediaIdOf(upload.id);
        await uploads.finish(uploaderOf(req), mediaId, store.sourceKeyOf(mediaId));
        return {};
      }),
    onResponseError: (_req, error) => {
      if ('status_code' in error) {
        return error.body === ERRORS.ERR_MAX_SIZE_EXCEEDED.body
          ? tusError(413, tooLarge)
          : undefined;
      }
      logger.error({ err: error }, 'upload request failed');
      return undefined;
    },
  });

  /**
   * A HEAD finds the upload complete but its row still uploading when the finishing PATCH's
   * transaction failed (tus-js-client then reports success without another PATCH): finish now.
   */
  async function finishIfComplete(uploader: Uploader, uploadId: string): Promise<void> {
    const mediaId = store.mediaIdOf(uploadId);
    const item = await uploads.ofUploader(uploader, mediaId);
    if (item.status !== 'uploading') return;
    const upload: Upload = await store.datastore.getUpload(uploadId);
    if (upload.size !== undefined && upload.offset === upload.size) {
      await uploads.finish(uploader, mediaId, store.sourceKeyOf(mediaId));
    }
  }

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    try {
      await tus.handle(request.raw, reply.raw);
    } catch (error) {
      logger.error({ err: error }, 'upload handler failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500).end();
      else reply.raw.destroy();
    }
  };

  await app.register(async (scope: FastifyInstance) => {
    scope.addHook('onClose', async () => {
      // A polite QUIT when connected; with Redis away it would wait for it (forever, for the
      // subscriber), so the connection is simply dropped.
      await Promise.all(
        [redis, subscriber].map((connection) =>
          connection.status === 'ready' ? connection.quit() : connection.disconnect(),
        ),
      );
    });
    // tus reads the raw body itself: no parser here may consume it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _body, done) =>
      done(null),
    );
    scope.addContentTypeParser('*', (_request, _body, done) => done(null));
    // Who may upload (a session: an operator, or a paid ADVANCED agency), before any byte is
    // read; cross-site writes are refused earlier, by the api-wide client-header check.
    scope.addHook('onRequest', async (request, reply) => {
      if (request.method === 'OPTIONS') return;
      const session = await sessions.resolve(request.cookies[SESSION_COOKIE]);
      try {
        if (!session) throw signInRequired();
        uploaders.set(request.raw, uploaderFor(session));
      } catch (error) {
        if (!(error instanceof HttpException)) throw error;
        return reply.code(error.getStatus()).send(error.getResponse());
      }
    });
    scope.route({ method: [...TUS_METHODS], url: UPLOAD_PATH, handler: handle });
    scope.route({ method: [...TUS_METHODS], url: `${UPLOAD_PATH}/:id`, handler: handle });
  });
}
