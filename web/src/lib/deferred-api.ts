/**
 * api() for the queries the landing page defers (lib/deferred-query): the api client (and the
 * pending sign-out it finishes first) loads with them, after the first paint, not before it.
 */
export function deferredApi<T>(path: string, init?: RequestInit): Promise<T> {
  return import('./api-client').then(({ api }) => api<T>(path, init));
}
