import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import type { SessionContext } from '../session-context';
import { sessionQuery } from './get-session';

/** The signed-in user, or null; shared by every page through TanStack Query. */
export function useSession() {
  const query = useQuery(sessionQuery);
  return { session: query.data ?? null, isLoading: query.isLoading };
}

export function useSetSession() {
  const client = useQueryClient();
  return (session: SessionContext | null) => client.setQueryData(queryKeys.session, session);
}
