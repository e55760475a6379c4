import type { FastifyInstance } from 'fastify';

/** Caption files are small; a megabyte holds hours of cues. */
export const MAX_CAPTIONS_BYTES = 1024 * 1024;

/** PUT /api/admin/media/:id/captions takes the WebVTT file itself as its body, as text. */
export function acceptWebVttBodies(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    'text/vtt',
    { parseAs: 'string', bodyLimit: MAX_CAPTIONS_BYTES },
    (_request, body, done) => done(null, body),
  );
}
