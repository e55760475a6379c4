import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionCache } from './session-cache';
import type { ActiveSession } from './sessions.service';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-your-writes in this process: a signed-in request that may have changed its own user
 * (questionnaire, settings, onboarding steps, cancellation) forgets that user's cached sessions
 * before its answer leaves, so the next request cannot beat the trigger's NOTIFY to the cache.
 */
export function forgetSessionsAfterWrites(fastify: FastifyInstance, cache: SessionCache): void {
  fastify.addHook('onSend', (request, _reply, payload, done) => {
    if (!SAFE_METHODS.has(request.method)) {
      const session = (request as FastifyRequest & { session?: ActiveSession }).session;
      if (session) cache.forgetUser(session.user.id);
    }
    done(null, payload);
  });
}
