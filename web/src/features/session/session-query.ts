import { deferredApi } from '@/lib/deferred-api';
import type { SessionContext } from './session-context';

export const SESSION_QUERY_KEY = ['session'] as const;

/** /api/session answers visitors with null (not a 401), so public pages log no error. */
export const fetchSession = () =>
  deferredApi<{ session: SessionContext | null }>('/session').then(({ session }) => session);

/** Fresh for 30 s: every page that shows who is signed in reads it through this query. */
export const SESSION_QUERY = {
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSession,
  staleTime: 30_000,
};
