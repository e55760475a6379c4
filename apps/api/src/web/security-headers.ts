import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers with our CSP, computed once. @fastify/helmet rebuilds helmet's middleware
 * for every request, which cost a third of the api's throughput (bench:api); the headers never
 * vary per request here (no CSP nonces), so we capture them at boot and copy them on.
 */
export function securityHeaders(
  appUrl: string,
  trackingOrigins: readonly string[] = [],
  mediaOrigins: readonly string[] = [],
): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Posters and videos from the object store (S3 driver), which may be plain http (MinIO).
        imgSrc: ["'self'", 'data:', 'https:', ...mediaOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Configured page-view and optimization scripts (SITE_CONFIG_FILE), nothing else.
        scriptSrc: ["'self'", ...trackingOrigins],
        connectSrc: ["'self'", ...trackingOrigins],
        frameSrc: ["'self'", 'https:'],
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
): void {
  const headers = securityHeaders(appUrl, trackingOrigins, mediaOrigins);
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
