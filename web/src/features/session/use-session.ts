import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import type { SessionContext } from './session-context';
import { SESSION_QUERY } from './session-query';

/** The signed-in user, or null; shared by every page through TanStack Query. */
export function useSession() {
  const query = useQuery(SESSION_QUERY);
  return { session: query.data ?? null, isLoading: query.isLoading };
}

export function useSetSession() {
  const client = useQueryClient();
  return (session: SessionContext | null) => client.setQueryData(queryKeys.session, session);
}
