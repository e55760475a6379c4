import type { notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';

/**
 * TanStack Query's client and observer class, registered by lib/query-client when it loads.
 * This module imports no code (type imports only), so the landing page's first paint can read
 * it without downloading TanStack Query.
 */
export interface QueryRuntime {
  client: QueryClient;
  QueryObserver: typeof QueryObserver;
  notifyManager: typeof notifyManager;
}

let current: QueryRuntime | undefined;

export function provideQueryRuntime(runtime: QueryRuntime): void {
  current = runtime;
}

/** The runtime once any page has loaded lib/query-client, else undefined. */
export const queryRuntime = (): QueryRuntime | undefined => current;
