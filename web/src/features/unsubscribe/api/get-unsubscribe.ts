import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnsubscribeInfo } from '@retainly/domain';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The one endpoint a reminder e-mail's token is read (GET) and used (POST, unsubscribe.ts) at. */
export const unsubscribePath = (token: string) =>
  `/nudges/unsubscribe?token=${encodeURIComponent(token)}`;

/** GET /api/nudges/unsubscribe?token=: the agency behind the e-mail, and whether it is done. */
export const fetchUnsubscribe = (token: string) => api<UnsubscribeInfo>(unsubscribePath(token));

/** A refused token (4xx) is final: asked once; a server error is asked twice more. */
export const unsubscribeQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.unsubscribe(token),
    queryFn: () => fetchUnsubscribe(token),
    enabled: token !== '',
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });

export const useUnsubscribeInfo = (token: string) => useQuery(unsubscribeQuery(token));
