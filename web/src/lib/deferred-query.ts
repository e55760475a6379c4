import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { afterPaint } from './after-paint';
import { queryRuntime } from './query-runtime';

/** A query a page reads once, by a constant key (the options are read on mount only). */
export interface DeferredQueryOptions<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  staleTime?: number;
}

export interface DeferredQueryResult<T> {
  /** undefined until the answer is in (or while TanStack Query itself loads). */
  data: T | undefined;
  isError: boolean;
}

function observe<T>(options: DeferredQueryOptions<T>) {
  const runtime = queryRuntime();
  return runtime && new runtime.QueryObserver(runtime.client, options);
}

const loadQueryClient = () => import('./query-client');

/**
 * The same query through the app's QueryClient (same cache, keys and defaults as useQuery), for
 * what the landing page shows at first paint: when TanStack Query is not loaded yet the page
 * renders at once without the data (as it does while a query fetches) and the library (with
 * the fetch) starts after that paint. Once loaded (any other page loads it), it answers from the cache at once.
 * Needs no QueryClientProvider.
 */
export function useDeferredQuery<T>(options: DeferredQueryOptions<T>): DeferredQueryResult<T> {
  const [observer, setObserver] = useState(() => observe(options));
  useEffect(() => {
    if (observer) return;
    let live = true;
    const cancel = afterPaint(() =>
      loadQueryClient().then(
        () => live && setObserver(observe(options)),
        () => {}, // the chunk failed to load: the page keeps its fallbacks, as for a failed fetch
      ),
    );
    return () => {
      live = false;
      cancel();
    };
    // The options are a constant query: read once, like the observer they made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [observer]);
  const subscribe = useCallback(
    (onChange: () => void) =>
      observer?.subscribe(queryRuntime()!.notifyManager.batchCalls(onChange)) ?? (() => {}),
    [observer],
  );
  const result = useSyncExternalStore(subscribe, () => observer?.getCurrentResult());
  return { data: result?.data as T | undefined, isError: result?.isError ?? false };
}
