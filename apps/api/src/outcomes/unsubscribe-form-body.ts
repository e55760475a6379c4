import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/nudges/unsubscribe';

/**
 * RFC 8058 one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` as
 * multipart/form-data (the RFC's SHOULD) or application/x-www-form-urlencoded, which the api
 * otherwise does not parse (Nest's body parsers are off). The token is in the query string, so on
 * that route any content type is accepted and the body is read and thrown away, never kept. Every
 * other route still answers 415 to a form (or otherwise unknown) body, before reading it.
 */
export function acceptOneClickUnsubscribeBodies(fastify: FastifyInstance): void {
  const ignoreOnUnsubscribeOnly = (
    request: FastifyRequest,
    payload: IncomingMessage,
    done: (error: Error | null, body?: unknown) => void,
  ) => {
    if (request.url.split('?')[0] !== ONE_CLICK_UNSUBSCRIBE_PATH) {
      done(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 }), undefined);
      return;
    }
    payload.once('error', (error) => done(error, undefined));
    payload.once('end', () => done(null, {}));
    payload.resume();
  };
  fastify.addContentTypeParser('application/x-www-form-urlencoded', ignoreOnUnsubscribeOnly);
  // Catch-all: multipart/form-data and whatever else a provider sends.
  fastify.addContentTypeParser('*', ignoreOnUnsubscribeOnly);
}
