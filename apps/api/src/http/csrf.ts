import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@retainly/domain';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '../outcomes/unsubscribe-form-body';

/** Every state-changing /api call from the web app carries this header. */
export const CLIENT_HEADER = 'x-retainly-client';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const refuse = (reply: FastifyReply) =>
  reply.code(403).send({
    statusCode: 403,
    code: ErrorCode.Csrf,
    message: `Cross-site request refused: send the ${CLIENT_HEADER} header.`,
  });

/**
 * CSRF defence for cookie sessions: another site can make a browser send our cookie, but it
 * cannot add a custom header without a CORS preflight, which we never grant.
 */
export function refuseCrossSiteWrites(fastify: FastifyInstance): void {
  // A callback hook, not an async one: it runs for every request (no promise each time).
  fastify.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return done();
    // Webhooks carry no cookie: each is authenticated by its own signature.
    if (request.url.startsWith('/api/webhooks/')) return done();
    // RFC 8058 one-click unsubscribe: mail clients POST it from the inbox without our header.
    // It needs no cookie (its random token is the capability) and can only stop reminders.
    if (request.method === 'POST' && request.url.split('?')[0] === ONE_CLICK_UNSUBSCRIBE_PATH) {
      return done();
    }
    if (request.headers[CLIENT_HEADER] === 'web') return done();
    void refuse(reply); // answered here: done() is not called
  });
}

/**
 * Whether the browser itself says the request comes from a page of `origin`: Sec-Fetch-Site
 * where the browser sends it (every current one, on https and localhost), else Origin (sent
 * with every POST, PUT, PATCH and DELETE). Pages cannot set either header.
 */
export function sentFromOrigin(request: FastifyRequest, origin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  return request.headers.origin === origin;
}

/**
 * The same defence for a mounted UI whose client we do not build and which cannot send our
 * header (Bull Board): its writes are taken from our own origin (APP_URL's), or with the header
 * (scripts). Cookie sessions and Basic credentials alike are sent by a browser on its own.
 */
export function refuseCrossSiteWritesToUi(scope: FastifyInstance, appUrl: string): void {
  const origin = new URL(appUrl).origin;
  scope.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || request.headers[CLIENT_HEADER] === 'web') return;
    if (sentFromOrigin(request, origin)) return;
    await refuse(reply);
  });
}
