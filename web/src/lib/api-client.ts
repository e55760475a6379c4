import { finishPendingSignOut } from './sign-out';

/** An error answer from /api, with the server's message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/**
 * The one way the web app talks to the api: JSON, same-origin cookies. A sign-out that failed
 * earlier is finished first (lib/sign-out), so a session the user left is never used again.
 */
export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  await finishPendingSignOut();
  const response = await fetch(`/api${path}`, {
    credentials: 'same-origin',
    ...init,
    headers: {
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      // The api refuses cookie-authenticated writes without it (CSRF defence).
      'x-retainly-client': 'web',
      ...init.headers,
    },
  });
  const body: unknown =
    response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (body as { message?: string } | undefined)?.message ?? response.statusText;
    throw new ApiError(response.status, message, body);
  }
  return body as T;
}

/**
 * A request body typed by its interface in @retainly/domain (the one the api's DTO implements),
 * so a field the api does not take, or a missing one, fails the web's typecheck.
 */
export const jsonBody = <T>(body: T): string => JSON.stringify(body);

/**
 * A query string from a query interface of @retainly/domain (the one the api's query DTO
 * implements), in the object's order; fields left undefined are left out.
 */
export function queryString<T extends object>(query: T): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

/**
 * A JSON POST (no body when `body` is undefined), the shape of most form submissions; `B`, the
 * body's interface in @retainly/domain, checks it as jsonBody does.
 */
export const postJson = <T, B = unknown>(path: string, body?: B) =>
  api<T>(path, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });

/** The message to show for a failed call: the server's own, else the screen's fallback. */
export function errorMessage(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (error instanceof ApiError && error.status < 500) {
    const message = (error.body as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  }
  return fallback;
}
