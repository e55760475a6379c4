import { deferredApi } from '@/lib/deferred-api';
import { useDeferredQuery } from '@/lib/deferred-query';
import { queryKeys } from '@/lib/query-keys';
import type { SessionContext } from '../session-context';

// GET /api/session. No TanStack Query import here: the landing page reads the session at first
// paint (useDeferredSession), before the library loads; its TanStack hooks are in use-session.ts.

/** /api/session answers visitors with null (not a 401), so public pages log no error. */
export const fetchSession = () =>
  deferredApi<{ session: SessionContext | null }>('/session').then(({ session }) => session);

/** Fresh for 30 s: every page that shows who is signed in reads it through this query. */
export const sessionQuery = {
  queryKey: queryKeys.session,
  queryFn: fetchSession,
  staleTime: 30_000,
};

/**
 * The signed-in user, or null while unknown: useSession's query for the public site's header,
 * which the landing page paints before TanStack Query has loaded (lib/deferred-query).
 */
export function useDeferredSession(): SessionContext | null {
  return useDeferredQuery(sessionQuery).data ?? null;
}
