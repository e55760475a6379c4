import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '@retainly/config';
import { QueueRegistry } from '@retainly/queues';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { SessionsService } from '../auth/sessions.service';
import { isOperator } from './basic-auth';

export const BULL_BOARD_PATH = '/admin/queues';

/**
 * Bull Board for every queue at /admin/queues, for operators: a signed-in operator's session,
 * or the OPERATOR_USER/OPERATOR_PASSWORD Basic credentials (for scripts and before any
 * operator account exists).
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

  const sessions = app.get(SessionsService);
  await app.register(async (scope: FastifyInstance) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (
        isOperator(request.headers.authorization, config.OPERATOR_USER, config.OPERATOR_PASSWORD)
      ) {
        return;
      }
      const session = await sessions.resolve(request.cookies[SESSION_COOKIE]);
      if (session?.user.role === 'operator') return;
      await reply
        .code(401)
        .header('www-authenticate', 'Basic realm="Retainly operators", charset="UTF-8"')
        .send({ statusCode: 401, message: 'Operator credentials required' });
    });
    await scope.register(serverAdapter.registerPlugin(), { prefix: BULL_BOARD_PATH });
  });
}
