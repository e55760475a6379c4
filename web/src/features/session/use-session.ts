import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SessionContext } from './session-context';

export const SESSION_QUERY_KEY = ['session'] as const;

/** /api/session answers visitors with null (not a 401), so public pages log no error. */
const fetchSession = () =>
  api<{ session: SessionContext | null }>('/session').then(({ session }) => session);

/** The signed-in user, or null; shared by every page through TanStack Query. */
export function useSession() {
  const query = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession, staleTime: 30_000 });
  return { session: query.data ?? null, isLoading: query.isLoading };
}

export function useSetSession() {
  const client = useQueryClient();
  return (session: SessionContext | null) => client.setQueryData(SESSION_QUERY_KEY, session);
}
