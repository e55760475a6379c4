import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as sent, kept for signed webhooks (their signature covers these bytes). */
    rawBody?: string;
  }
}

/** Where the exact body is kept: signature-verified webhooks only. */
const KEEPS_RAW_BODY = '/api/webhooks/';

/** No request of ours nests deeper than a few levels; tool data stops at 16. */
export const MAX_JSON_DEPTH = 32;

/**
 * True when `text` nests arrays or objects deeper than `limit` (brackets inside strings do not
 * count). Checked before parsing: class-transformer recurses through a parsed body, and a body
 * of 30,000 nested arrays crashed it with a 500 on every endpoint that validates its input.
 */
export function jsonNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{' || char === '[') {
      if (++depth > limit) return true;
    } else if (char === '}' || char === ']') {
      depth--;
    }
  }
  return false;
}

/** Fastify's own JSON parser (with its prototype-poisoning guard), behind a depth check. */
export function limitJsonDepth(fastify: FastifyInstance, maxDepth = MAX_JSON_DEPTH): void {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestedDeeperThan(String(body), maxDepth)) {
      const error = Object.assign(new Error('The JSON body is nested too deeply.'), {
        statusCode: 400,
      });
      return done(error, undefined);
    }
    if (request.url.startsWith(KEEPS_RAW_BODY)) request.rawBody = body as string;
    parse(request, body as string, done);
  });
}
