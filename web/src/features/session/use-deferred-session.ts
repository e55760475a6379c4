import { useDeferredQuery } from '@/lib/deferred-query';
import type { SessionContext } from './session-context';
import { SESSION_QUERY } from './session-query';

/**
 * The signed-in user, or null while unknown: useSession's query for the public site's header,
 * which the landing page paints before TanStack Query has loaded (lib/deferred-query).
 */
export function useDeferredSession(): SessionContext | null {
  return useDeferredQuery(SESSION_QUERY).data ?? null;
}
