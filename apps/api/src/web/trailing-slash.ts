import type { FastifyInstance } from 'fastify';

/**
 * Page URLs have one spelling: '/pricing/' answers 301 to '/pricing' (the static plugin would
 * otherwise answer such a path as a directory, 403), and '//' to '/'.
 */
export function redirectTrailingSlashes(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const [path, query] = request.url.split(/\?(.*)/s);
    if (
      request.method !== 'GET' ||
      path === '/' ||
      !path.endsWith('/') ||
      path.startsWith('/api/')
    ) {
      return done();
    }
    const canonical = path.replace(/\/+$/, '') || '/';
    void reply.redirect(query === undefined ? canonical : `${canonical}?${query}`, 301);
  });
}
