import type { FastifyInstance } from 'fastify';

export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/nudges/unsubscribe';

/**
 * RFC 8058 one-click unsubscribe posts `List-Unsubscribe=One-Click` as
 * application/x-www-form-urlencoded, which the api otherwise does not parse (Nest's body parsers
 * are off). Accepted on that route only; the body carries nothing we need, so it is kept as text.
 */
export function acceptOneClickUnsubscribeBodies(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (request, body, done) => {
      if (request.url.split('?')[0] !== ONE_CLICK_UNSUBSCRIBE_PATH) {
        const error = Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 });
        done(error, undefined);
        return;
      }
      done(null, { form: String(body) });
    },
  );
}
