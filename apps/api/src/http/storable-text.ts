import type { FastifyInstance } from 'fastify';
import { ErrorCode, textFlaw, type TextFlaw } from '@retainly/domain';

const MESSAGES: Record<TextFlaw, string> = {
  'null character': 'contains a null character, which is not allowed',
  'broken character': 'contains a broken character (such as half of an emoji)',
};

interface Found {
  flaw: TextFlaw;
  /** Where, in words: 'Field "fullName"', 'Query parameter "q"', 'The address'. */
  where: string;
}

/** The first flawed string in a parsed value (keys too), or null. */
export function findTextFlaw(
  value: unknown,
  label: (path: string) => string,
  path = '',
): Found | null {
  if (typeof value === 'string') {
    const flaw = textFlaw(value);
    return flaw ? { flaw, where: label(path) } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const keyFlaw = textFlaw(key);
    if (keyFlaw) return { flaw: keyFlaw, where: 'A name in the request' };
    const found = findTextFlaw(child, label, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/**
 * One check for every route: PostgreSQL refuses a null character or half a surrogate pair in
 * any text, so such input answered 500 wherever it reached a query. Runs once the body is
 * parsed, before any handler, guard or pipe.
 */
export function refuseUnstorableText(fastify: FastifyInstance): void {
  // A callback hook, not an async one: it runs for every request (no promise each time).
  fastify.addHook('preValidation', (request, reply, done) => {
    const found =
      findTextFlaw(request.params, () => 'The address') ??
      findTextFlaw(request.query, (path) => `Query parameter "${path}"`) ??
      findTextFlaw(request.body, (path) => (path ? `Field "${path}"` : 'The body'));
    if (!found) return done();
    // Answered here: done() is not called.
    void reply.code(400).send({
      statusCode: 400,
      code: ErrorCode.InvalidText,
      message: `${found.where} ${MESSAGES[found.flaw]}.`,
    });
  });
}
