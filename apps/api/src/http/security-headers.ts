import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import { HELP_LAUNCHER_FILE } from '@retainly/domain';

/**
 * Helmet's headers with our CSP, computed once. @fastify/helmet rebuilds helmet's middleware
 * for every request, which cost a third of the api's throughput (bench:api); the headers never
 * vary per request here (no CSP nonces), so we capture them at boot and copy them on.
 */
export function securityHeaders(
  appUrl: string,
  trackingOrigins: readonly string[] = [],
  mediaOrigins: readonly string[] = [],
  playerOrigins: readonly string[] = [],
): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Posters and videos from the object store (S3 driver), which may be plain http (MinIO).
        // YouTube and Vimeo stills and players, also when configured to a plain-http stand-in.
        imgSrc: ["'self'", 'data:', 'https:', ...mediaOrigins, ...playerOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Configured page-view and optimization scripts (SITE_CONFIG_FILE), nothing else.
        scriptSrc: ["'self'", ...trackingOrigins],
        connectSrc: ["'self'", ...trackingOrigins],
        frameSrc: ["'self'", 'https:', ...playerOrigins],
        mediaSrc: ["'self'", 'https:', ...mediaOrigins],
        upgradeInsecureRequests: appUrl.startsWith('https:') ? [] : null,
      },
    },
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => (headers[name] = String(value)),
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

export function addSecurityHeaders(
  fastify: FastifyInstance,
  appUrl: string,
  trackingOrigins: readonly string[],
  mediaOrigins: readonly string[] = [],
  playerOrigins: readonly string[] = [],
): void {
  const headers = securityHeaders(appUrl, trackingOrigins, mediaOrigins, playerOrigins);
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // The help launcher is a script for other sites (the agencies' CRMs) to load. (Both of its
    // paths name it: no splitting for every other request.)
    if (request.url.includes('launcher')) {
      const path = request.url.split('?')[0];
      if (path === HELP_LAUNCHER_PATH || HELP_LAUNCHER_SCRIPT.test(path)) {
        reply.header('cross-origin-resource-policy', 'cross-origin');
      }
    }
    done();
  });
}

/** The built help launcher (web/launcher), at a stable URL the agencies' snippets load. */
export const HELP_LAUNCHER_PATH = HELP_LAUNCHER_FILE;
/** The same launcher with a version's config written in (helpLauncherScriptPath). */
const HELP_LAUNCHER_SCRIPT = /^\/api\/help\/[^/]+\/launcher\.js$/;

/** What frame-ancestors may list: a scheme and a host (and port), nothing that ends the value. */
const PLAIN_ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * Lets `origins` (an agency's CRM domains) frame this page besides ourselves: frame-ancestors
 * takes over from X-Frame-Options, which cannot name other sites and would block them all.
 * Every other page keeps frame-ancestors 'self' and X-Frame-Options SAMEORIGIN.
 */
export function allowFramingBy(reply: FastifyReply, origins: readonly string[]): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp !== 'string') return;
  const sources = ["'self'", ...origins.filter((origin) => PLAIN_ORIGIN.test(origin))].join(' ');
  const directives = csp.split(';').filter((part) => !/^\s*frame-ancestors\b/.test(part));
  reply.header('content-security-policy', [...directives, `frame-ancestors ${sources}`].join(';'));
  reply.removeHeader('x-frame-options');
}
