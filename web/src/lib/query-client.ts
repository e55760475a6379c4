import { notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { provideQueryRuntime } from './query-runtime';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

// Deferred queries (lib/deferred-query) read the same client, so they share its cache.
provideQueryRuntime({ client: queryClient, QueryObserver, notifyManager });
