import { Agent, request, type Dispatcher } from 'undici';
import type { HighLevelLimiter } from '../limits/highlevel-limiter';
import {
  errorMessageOf,
  HighLevelRateLimited,
  HighLevelRejected,
  HighLevelUnauthorized,
  HighLevelUnavailable,
} from './highlevel-errors';
import { readRateLimit } from './rate-limit-headers';

/** The `Version` header values HighLevel's endpoints declare (one per endpoint). */
export type ApiVersion = '2021-07-28' | '2021-04-15';

/**
 * Where a request's bearer token comes from. `renew` is called once after a 401 with the token
 * that was refused; it returns a fresh one, or null when there is none (revoked, uninstalled).
 */
export interface TokenSource {
  token(): Promise<string>;
  renew(refused: string): Promise<string | null>;
}

export interface HighLevelRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Omitted only where the docs declare none (`POST /oauth/token`). */
  version?: ApiVersion;
  /** The location or company the request counts against (HighLevel limits per resource). */
  resource: string;
  auth?: TokenSource;
  query?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  form?: Record<string, string | undefined>;
}

export interface HighLevelHttpOptions {
  /** HIGHLEVEL_API_URL. */
  apiUrl: string;
  limiter: HighLevelLimiter;
  /** One request's connect, headers and body time-out. */
  timeoutMs?: number;
  /** The longest a request waits in-process for a rate-limit slot before it throws. */
  maxRateWaitMs?: number;
  dispatcher?: Dispatcher;
}

/** 429s answered in a row before the request gives up in-process and throws. */
const MAX_RATE_LIMITED_TRIES = 3;

function urlOf(base: string, path: string, query: HighLevelRequest['query']): string {
  const url = new URL(path, base.endsWith('/') ? base : `${base}/`);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

function bodyOf(req: HighLevelRequest): { body?: string; contentType?: string } {
  if (req.form) {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(req.form))
      if (value !== undefined) form.set(name, value);
    return { body: form.toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  if (req.json !== undefined)
    return { body: JSON.stringify(req.json), contentType: 'application/json' };
  return {};
}

async function parsed(body: Dispatcher.ResponseData['body']): Promise<unknown> {
  const text = await body.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * HighLevel's API over HTTP: every request takes a rate-limit slot first, sends the token and
 * the endpoint's `Version`, reports the rate-limit headers back to the limiter, renews the
 * token once on a 401, waits out a 429 as the headers say, and turns every failure into one of
 * the HighLevelError classes. Tokens never appear in an error message.
 */
export class HighLevelHttp {
  private readonly dispatcher: Dispatcher;
  private readonly timeoutMs: number;
  private readonly maxRateWaitMs: number;

  constructor(private readonly options: HighLevelHttpOptions) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.maxRateWaitMs = options.maxRateWaitMs ?? 15_000;
    this.dispatcher =
      options.dispatcher ??
      new Agent({
        connect: { timeout: this.timeoutMs },
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
        keepAliveTimeout: 10_000,
      });
  }

  get limiter(): HighLevelLimiter {
    return this.options.limiter;
  }

  async send<T>(req: HighLevelRequest): Promise<T> {
    let token = req.auth ? await req.auth.token() : undefined;
    let renewed = false;
    for (let rateLimited = 0; ;) {
      await this.options.limiter.take(req.resource, this.maxRateWaitMs);
      const { status, body, waitMs } = await this.once(req, token);
      if (status === 401 && req.auth && token !== undefined && !renewed) {
        renewed = true;
        const fresh = await req.auth.renew(token);
        if (fresh) {
          token = fresh;
          continue;
        }
      }
      if (status === 429) {
        rateLimited += 1;
        if (rateLimited >= MAX_RATE_LIMITED_TRIES || waitMs > this.maxRateWaitMs) {
          throw new HighLevelRateLimited(errorMessageOf(status, body), status, waitMs);
        }
        continue; // the limiter holds the next take until the pause ends
      }
      if (status >= 200 && status < 300) return body as T;
      const message = errorMessageOf(status, body);
      if (status === 401) throw new HighLevelUnauthorized(message, status);
      if (status >= 500) throw new HighLevelUnavailable(message, status);
      throw new HighLevelRejected(message, status);
    }
  }

  private async once(req: HighLevelRequest, token: string | undefined) {
    const { body, contentType } = bodyOf(req);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (req.version) headers.version = req.version;
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    if (contentType) headers['content-type'] = contentType;
    let response: Dispatcher.ResponseData;
    try {
      response = await request(urlOf(this.options.apiUrl, req.path, req.query), {
        method: req.method,
        headers,
        body,
        dispatcher: this.dispatcher,
      });
    } catch (error) {
      const { code, message } = error as Error & { code?: string };
      throw new HighLevelUnavailable(`HighLevel did not answer: ${code ?? message}`, null);
    }
    let answer: unknown;
    try {
      answer = await parsed(response.body);
    } catch (error) {
      throw new HighLevelUnavailable(
        `HighLevel's answer broke off: ${(error as Error).message}`,
        null,
      );
    }
    const reading = readRateLimit(response.headers);
    const waitMs = await this.options.limiter.observe(req.resource, reading, response.statusCode);
    return { status: response.statusCode, body: answer, waitMs };
  }

  async close(): Promise<void> {
    if (!this.options.dispatcher) await this.dispatcher.close();
  }
}
