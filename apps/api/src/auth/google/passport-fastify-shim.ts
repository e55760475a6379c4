import type { FastifyInstance, FastifyReply } from 'fastify';

export type PassportReply = FastifyReply & {
  setHeader(name: string, value: string): void;
  end(body?: string): void;
};

/**
 * passport is Express middleware: its redirect sets statusCode and calls setHeader/end on the
 * response. This gives every Fastify reply those two methods, going through Fastify (so cookies
 * set on the reply are sent), and lets a passport state store reach the reply from the request.
 */
export function adaptRepliesForPassport(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    const adapted = reply as PassportReply;
    adapted.setHeader = (name, value) => void reply.header(name, value);
    adapted.end = (body) => void reply.send(body ?? '');
    (request as unknown as { passportReply: FastifyReply }).passportReply = reply;
  });
}

export function replyOf(request: unknown): FastifyReply {
  return (request as { passportReply: FastifyReply }).passportReply;
}
