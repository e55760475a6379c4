import type { NestFastifyApplication } from '@nestjs/platform-fastify';

export interface ApiResponse {
  status: number;
  body: Record<string, unknown>;
  cookie?: string;
  setCookie?: string;
}

export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One in-process request as the web app makes it: JSON, the client header, a cookie. */
export function injectJson(
  app: NestFastifyApplication,
  method: ApiMethod,
  url: string,
  payload?: unknown,
  cookie?: string,
) {
  return app.inject({
    method,
    url,
    payload: payload === undefined ? undefined : JSON.stringify(payload),
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      'x-retainly-client': 'web',
      ...(cookie ? { cookie } : {}),
    },
  });
}

/** One in-process GET with `headers` only: a page, a file or Bull Board, not the web app's JSON. */
export const injectGet = (
  app: NestFastifyApplication,
  url: string,
  headers: Record<string, string> = {},
) => app.inject({ method: 'GET', url, headers });

/** Calls the api in-process as the web app does, and reads the session cookie it sets. */
export function apiClient(app: NestFastifyApplication) {
  const call = async (method: ApiMethod, url: string, payload?: unknown, cookie?: string) => {
    const res = await injectJson(app, method, url, payload, cookie);
    const setCookie = [res.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('retainly_session='));
    return {
      status: res.statusCode,
      body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {},
      setCookie,
      cookie: setCookie?.split(';')[0],
    } satisfies ApiResponse;
  };
  return {
    get: (url: string, cookie?: string) => call('GET', url, undefined, cookie),
    post: (url: string, payload?: unknown, cookie?: string) => call('POST', url, payload, cookie),
    patch: (url: string, payload?: unknown, cookie?: string) => call('PATCH', url, payload, cookie),
    put: (url: string, payload?: unknown, cookie?: string) => call('PUT', url, payload, cookie),
  };
}
