import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionContext } from './session-context';
import { SESSION_QUERY, SESSION_QUERY_KEY } from './session-query';

export { SESSION_QUERY_KEY };

/** The signed-in user, or null; shared by every page through TanStack Query. */
export function useSession() {
  const query = useQuery(SESSION_QUERY);
  return { session: query.data ?? null, isLoading: query.isLoading };
}

export function useSetSession() {
  const client = useQueryClient();
  return (session: SessionContext | null) => client.setQueryData(SESSION_QUERY_KEY, session);
}
