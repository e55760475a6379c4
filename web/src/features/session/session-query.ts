import { deferredApi } from '@/lib/deferred-api';
import { queryKeys } from '@/lib/query-keys';
import type { SessionContext } from './session-context';

/** /api/session answers visitors with null (not a 401), so public pages log no error. */
export const fetchSession = () =>
  deferredApi<{ session: SessionContext | null }>('/session').then(({ session }) => session);

/** Fresh for 30 s: every page that shows who is signed in reads it through this query. */
export const SESSION_QUERY = {
  queryKey: queryKeys.session,
  queryFn: fetchSession,
  staleTime: 30_000,
};
