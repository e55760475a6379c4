import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '@retainly/config';
import { QueueRegistry, redisOptionsFromUrl } from '@retainly/queues';
import { RATE_LIMIT_MESSAGE } from '../auth/rate-limit.module';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { SessionsService } from '../auth/sessions.service';
import { refuseCrossSiteWritesToUi } from '../http/csrf';
import { isOperator } from './basic-auth';
import { FailedAttempts } from './failed-attempts';

export const BULL_BOARD_PATH = '/admin/queues';

const challenge = (reply: FastifyReply) =>
  reply
    .code(401)
    .header('www-authenticate', 'Basic realm="Retainly operators", charset="UTF-8"')
    .send({ statusCode: 401, message: 'Operator credentials required' });

/**
 * Bull Board for every queue at /admin/queues, for operators: a signed-in operator's session,
 * or the OPERATOR_USER/OPERATOR_PASSWORD Basic credentials (for scripts and before any
 * operator account exists). Basic attempts are counted per client IP in Redis, beside the
 * sign-in limits, before they are checked; right ones are given back. Past the limit every Basic
 * attempt from that IP gets 429.
 */
export async function mountBullBoard(app: NestFastifyApplication, config: AppConfig) {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(BULL_BOARD_PATH);
  createBullBoard({
    queues: app
      .get(QueueRegistry)
      .all()
      .map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Retainly queues' } },
  });

  const logger = new Logger('BullBoard');
  const redis = new Redis({
    ...redisOptionsFromUrl(config.REDIS_URL),
    keyPrefix: `${config.QUEUE_PREFIX}:throttle:`,
    maxRetriesPerRequest: 1,
  });
  // Each command reports its own failure; the connection's error events would only repeat them.
  redis.on('error', () => undefined);
  const guesses = new FailedAttempts(redis, 'bull-board-basic');
  const sessions = app.get(SessionsService);

  await app.register(async (scope: FastifyInstance) => {
    scope.addHook('onClose', async () => redis.disconnect());
    refuseCrossSiteWritesToUi(scope, config.APP_URL);
    scope.addHook('onRequest', async (request, reply) => {
      const session = await sessions.resolve(request.cookies[SESSION_COOKIE]);
      if (session?.user.role === 'operator') return;
      const { authorization } = request.headers;
      if (!authorization) return challenge(reply);
      try {
        // Counted before the comparison, so a parallel burst cannot get more guesses compared.
        const taken = await guesses.take(request.ip);
        if (!taken.refused) {
          if (isOperator(authorization, config.OPERATOR_USER, config.OPERATOR_PASSWORD)) {
            // The credentials are right, so a Redis failure here must not shut the operator out.
            return await guesses.giveBack(request.ip).catch((error: Error) => {
              logger.warn(`Right Basic credentials left counted: ${error.message}`);
            });
          }
          if (!taken.last) return challenge(reply);
        }
        return reply
          .code(429)
          .header('retry-after', String(taken.retryAfter))
          .send({ statusCode: 429, message: RATE_LIMIT_MESSAGE });
      } catch (error) {
        // Without the count, guesses would be unlimited: Basic waits for Redis (a session does not).
        logger.warn(`Basic credentials refused: ${(error as Error).message}`);
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({ statusCode: 503, message: 'Please try again in a few seconds.' });
      }
    });
    await scope.register(serverAdapter.registerPlugin(), { prefix: BULL_BOARD_PATH });
  });
}
