import { randomUUID } from 'node:crypto';
import { LoggerModule } from 'nestjs-pino';
import { destination, pino, type Logger, type LoggerOptions } from 'pino';
import type { AppConfig } from './config.schema';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** Reuses a well-formed incoming x-request-id (from a proxy) or makes a new one. */
export function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const HEARTBEAT = /^\/api\/portal\/[^/?]+\/heartbeats(?:\?|$)/;

/**
 * Requests not worth a log line: health checks, and successful heartbeats (every viewer sends
 * one every 10 s; their line cost a tenth of a beat's CPU in bench:heartbeats). Failed
 * heartbeats are still logged.
 */
export function isQuietRequest(
  req: { method?: string; url?: string },
  res: { statusCode: number },
  err?: unknown,
): boolean {
  if (req.url === '/api/health') return true;
  return !err && res.statusCode < 400 && req.method === 'POST' && HEARTBEAT.test(req.url ?? '');
}

/** Cookies, auth headers and anything named like a secret never reach a log line. */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.secret',
  '*.token',
];

/**
 * JSON logs (pino) in production and tests, pretty ones in development. A request is logged as
 * its id, method and path (query strings can carry OAuth codes) and its status code; cookies,
 * auth headers and anything named like a secret are redacted.
 */
export function loggerOptions(config: AppConfig, name: string): LoggerOptions {
  return {
    name,
    level: config.LOG_LEVEL,
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    redact: LOG_REDACT_PATHS,
    transport:
      config.NODE_ENV === 'development'
        ? { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss' } }
        : undefined,
  };
}

/** The api's one logger: Fastify logs requests through it and Nest its own lines. */
export function createLogger(config: AppConfig, name: string): Logger {
  const options = loggerOptions(config, name);
  if (options.transport) return pino(options);
  // Asynchronous writes: lines logged while a write is under way go out together in the next
  // one (one write(2) for many requests under load, instead of one per line). pino flushes what
  // is left synchronously on the process's 'exit' event (the api exits through process.exit).
  return pino(options, destination({ dest: 1, sync: false }));
}

/** The worker's logger (nestjs-pino): it serves no Nest HTTP routes, so no request logging. */
export function loggerModule(config: AppConfig, name: string) {
  return LoggerModule.forRoot({ pinoHttp: loggerOptions(config, name) });
}
