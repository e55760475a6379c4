import type { FastifyInstance } from 'fastify';

/** Every state-changing /api call from the web app carries this header. */
export const CLIENT_HEADER = 'x-retainly-client';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions: another site can make a browser send our cookie, but it
 * cannot add a custom header without a CORS preflight, which we never grant.
 */
export function refuseCrossSiteWrites(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    // Webhooks carry no cookie: each is authenticated by its own signature.
    if (request.url.startsWith('/api/webhooks/')) return;
    if (request.headers[CLIENT_HEADER] === 'web') return;
    await reply.code(403).send({
      statusCode: 403,
      code: 'csrf',
      message: `Cross-site request refused: send the ${CLIENT_HEADER} header.`,
    });
  });
}
