import type { ApiMethod, ApiResponse } from './api-client';

const parseJson = (text: string): Record<string, unknown> => {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return { text };
  }
};

/**
 * A running api process called over HTTP as the web app calls it: JSON, the client header, a
 * cookie. The in-process `apiClient` has the same shape for tests that boot the app themselves.
 */
export function httpApi(baseUrl: string) {
  const call = async (
    method: ApiMethod,
    path: string,
    payload?: unknown,
    cookie?: string,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        'x-retainly-client': 'web',
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const text = await res.text();
    const setCookie = res.headers
      .getSetCookie()
      .find((value) => value.startsWith('retainly_session='));
    return {
      status: res.status,
      body: parseJson(text),
      setCookie,
      cookie: setCookie?.split(';')[0],
    };
  };
  return {
    baseUrl,
    get: (path: string, cookie?: string) => call('GET', path, undefined, cookie),
    post: (path: string, payload?: unknown, cookie?: string, headers?: Record<string, string>) =>
      call('POST', path, payload, cookie, headers),
  };
}

export type HttpApi = ReturnType<typeof httpApi>;
