import type { FastifyInstance } from 'fastify';

/** Any base will do: only whether a location stays on it matters. */
const THIS_HOST = 'http://this-host.invalid';

/**
 * A redirect target that is a path on this host: leading slashes and backslashes fold into one
 * '/' (browsers read '//evil.test' and '/\evil.test' as another host), and whatever a browser
 * would still resolve off this host becomes '/'.
 */
export function sameHostPath(path: string): string {
  const folded = path.replace(/^[/\\]+/, '/');
  return new URL(folded, THIS_HOST).origin === THIS_HOST ? folded : '/';
}

/**
 * Page URLs have one spelling: '/pricing/' answers 301 to '/pricing' (the static plugin would
 * otherwise answer such a path as a directory, 403), and '//' to '/'.
 */
export function redirectTrailingSlashes(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    // Most requests are API calls: answered before any splitting.
    if (request.method !== 'GET' || request.url.startsWith('/api/')) return done();
    const [path, query] = request.url.split(/\?(.*)/s);
    if (path === '/' || !path.endsWith('/')) return done();
    const canonical = sameHostPath(path.replace(/\/+$/, '') || '/');
    void reply.redirect(query === undefined ? canonical : `${canonical}?${query}`, 301);
  });
}
