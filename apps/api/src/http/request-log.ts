import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';
import { isQuietRequest } from '@retainly/config';

/**
 * One line per request, written by Fastify's logger when the response has gone: the request's
 * id, method and path, the status code and the time taken, as pino-http wrote them (`request
 * completed`, or `request errored` with an `err` for a 5xx), and nothing for the quiet requests
 * (health checks, successful heartbeats). No "incoming request" line. This replaced nestjs-pino's
 * pino-http middleware, which Nest ran through its Express-style middleware bridge inside an
 * AsyncLocalStorage scope (README, Performance).
 */
export class RequestLogLines extends LogController {
  /**
   * Success lines hold only what the logger's serializers make of the request and the reply
   * (id, method, path without the query, status code): nothing there for redaction to find,
   * and skipping it halves a line's cost. Error lines carry an `err` and keep the redaction.
   */
  private readonly successLines: Logger;

  constructor(logger: Logger) {
    super();
    this.successLines = logger.child({}, { redact: [] });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (isQuietRequest(request, reply, error)) return;
    const responseTime = Math.round(reply.elapsedTime);
    if (error || reply.statusCode >= 500) {
      const err = error ?? new Error(`failed with status code ${reply.statusCode}`);
      reply.log.info({ req: request, res: reply, err, responseTime }, 'request errored');
      return;
    }
    this.successLines.info({ req: request, res: reply, responseTime }, 'request completed');
  }
}

/**
 * Fastify's request logger (the request id bound as `reqId`), made on pino's fast path: Fastify
 * passes child options (`level: ''` when a route sets none), which send pino down its slow path
 * (new formatters, a level lookup) for every request.
 */
export function requestChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return options.level || options.serializers
    ? logger.child(bindings, options)
    : logger.child(bindings);
}
