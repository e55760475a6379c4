import { queryOptions } from '@tanstack/react-query';
import type { HighLevelConnectionView } from '@retainly/domain';
import { api, postJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/highlevel: whether the integration is on here and how the agency is connected. */
export const highLevelConnectionQuery = () =>
  queryOptions({
    queryKey: queryKeys.highLevel,
    queryFn: () => api<HighLevelConnectionView>('/highlevel'),
  });

/** POST /api/highlevel/connect: HighLevel's authorize URL, with a fresh single-use state. */
export const startHighLevelConnect = () => postJson<{ url: string }>('/highlevel/connect');
