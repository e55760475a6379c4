import { Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pino, type Logger } from 'pino';
import { loadConfig, loggerOptions } from '@retainly/config';
import { RequestLogLines } from './request-log';

/** The api's logger options (serializers, redaction), writing into an array. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const options = loggerOptions(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }),
    'retainly-api',
  );
  const logger = pino(options, sink);
  return { lines, logger, log: new RequestLogLines(logger) };
}

function exchange(method: string, url: string, statusCode: number, logger: Logger) {
  const request = { id: 'req-1', method, url, headers: { cookie: 'retainly_session=secret' } };
  const reply = { statusCode, elapsedTime: 3.4, log: logger };
  return [request as unknown as FastifyRequest, reply as unknown as FastifyReply] as const;
}

describe('RequestLogLines', () => {
  it("writes pino-http's line: id, method, path without the query, status, time", () => {
    const { lines, logger, log } = capture();
    log.requestCompleted(
      null,
      ...exchange('GET', '/api/auth/google/callback?code=oauth-secret', 302, logger),
    );
    expect(lines).toHaveLength(1);
    const { level, name, req, res, responseTime, msg } = lines[0];
    expect({ level, name, req, res, responseTime, msg }).toEqual({
      level: 30,
      name: 'retainly-api',
      req: { id: 'req-1', method: 'GET', url: '/api/auth/google/callback' },
      res: { statusCode: 302 },
      responseTime: 3,
      msg: 'request completed',
    });
    expect(JSON.stringify(lines[0])).not.toContain('secret');
  });

  it('writes a 5xx as request errored, with an err, through the redacting logger', () => {
    const { lines, logger, log } = capture();
    log.requestCompleted(null, ...exchange('POST', '/api/ai/offers', 503, logger));
    const failure = Object.assign(new Error('boom'), { token: 'a-secret-token' });
    log.requestCompleted(failure, ...exchange('POST', '/api/ai/offers', 500, logger));
    expect(lines.map((line) => line.msg)).toEqual(['request errored', 'request errored']);
    expect(lines[0].err).toMatchObject({ message: 'failed with status code 503' });
    expect(lines[1].err).toMatchObject({ message: 'boom', token: '[Redacted]' });
  });

  it('writes nothing for health checks and successful heartbeats, a line for a failed one', () => {
    const { lines, logger, log } = capture();
    log.requestCompleted(null, ...exchange('GET', '/api/health', 200, logger));
    log.requestCompleted(null, ...exchange('POST', '/api/portal/abc/heartbeats', 200, logger));
    log.requestCompleted(null, ...exchange('POST', '/api/portal/abc/heartbeats', 401, logger));
    expect(lines).toHaveLength(1);
    expect(lines[0].res).toEqual({ statusCode: 401 });
  });

  it('writes no line when a request arrives', () => {
    const { lines, log } = capture();
    log.incomingRequest();
    expect(lines).toHaveLength(0);
  });
});
