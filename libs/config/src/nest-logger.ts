import type { LoggerService } from '@nestjs/common';
import type { Logger, Level } from 'pino';

/**
 * Nest's own lines (and every `new Logger(Context)` of ours) written through a pino logger, the
 * way nestjs-pino writes them: the context under `context`, an Error under `err`, an object's
 * fields merged in.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: Logger) {}

  verbose(message: unknown, ...params: unknown[]) {
    this.write('trace', message, params);
  }
  debug(message: unknown, ...params: unknown[]) {
    this.write('debug', message, params);
  }
  log(message: unknown, ...params: unknown[]) {
    this.write('info', message, params);
  }
  warn(message: unknown, ...params: unknown[]) {
    this.write('warn', message, params);
  }
  error(message: unknown, ...params: unknown[]) {
    this.write('error', message, params);
  }
  fatal(message: unknown, ...params: unknown[]) {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]) {
    const fields: Record<string, unknown> = {};
    // Nest passes the context last.
    if (params.length > 0) fields.context = params[params.length - 1];
    const rest = params.slice(0, -1);
    if (message instanceof Error) {
      fields.err = message;
      this.pino[level](fields, ...(rest as []));
    } else if (typeof message === 'object' && message !== null) {
      this.pino[level]({ ...fields, ...message }, ...(rest as []));
    } else if (isExceptionHandlerCall(level, message, rest)) {
      // Nest's exception handlers call error(message, stack, context).
      const err = new Error(message as string);
      err.stack = rest[0] as string;
      this.pino[level]({ ...fields, err });
    } else {
      this.pino[level](fields, String(message), ...(rest as []));
    }
  }
}

function isExceptionHandlerCall(level: Level, message: unknown, rest: unknown[]): boolean {
  return (
    level === 'error' &&
    typeof message === 'string' &&
    rest.length === 1 &&
    typeof rest[0] === 'string' &&
    /\n\s*at /.test(rest[0])
  );
}
