import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * The one QueryClient for a page's tree. Each route page brings it in its own chunk (see
 * app/route-page.tsx), so the app's entry chunk does not carry TanStack Query.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
