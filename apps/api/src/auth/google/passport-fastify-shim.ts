import type { FastifyInstance, FastifyReply } from 'fastify';

export type PassportReply = FastifyReply & {
  setHeader(name: string, value: string): void;
  end(body?: string): void;
};

/**
 * passport is Express middleware: its redirect sets statusCode and calls setHeader/end on the
 * response. This gives every Fastify reply those two methods, going through Fastify (so cookies
 * set on the reply are sent), and lets a passport state store reach the reply from the request.
 * The methods are on the reply's prototype (no closures per request) and the hook is a plain
 * callback: it runs for every request, and an async hook costs a promise each time.
 */
export function adaptRepliesForPassport(fastify: FastifyInstance): void {
  fastify.decorateReply('setHeader', function (this: FastifyReply, name: string, value: string) {
    void this.header(name, value);
  });
  fastify.decorateReply('end', function (this: FastifyReply, body?: string) {
    void this.send(body ?? '');
  });
  fastify.decorateRequest('passportReply', null);
  fastify.addHook('onRequest', (request, reply, done) => {
    (request as unknown as { passportReply: FastifyReply }).passportReply = reply;
    done();
  });
}

export function replyOf(request: unknown): FastifyReply {
  return (request as { passportReply: FastifyReply }).passportReply;
}
