import { queryOptions } from '@tanstack/react-query';
import type {
  HighLevelConnectionView,
  HighLevelSubAccountChange,
  HighLevelSubAccountView,
} from '@retainly/domain';
import { api, jsonBody, postJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/highlevel: whether the integration is on here and how the agency is connected. */
export const highLevelConnectionQuery = () =>
  queryOptions({
    queryKey: queryKeys.highLevel,
    queryFn: () => api<HighLevelConnectionView>('/highlevel'),
  });

/** POST /api/highlevel/connect: HighLevel's authorize URL, with a fresh single-use state. */
export const startHighLevelConnect = () => postJson<{ url: string }>('/highlevel/connect');

/** GET /api/highlevel/sub-accounts: each installed sub-account and its Training link. */
export const highLevelSubAccountsQuery = () =>
  queryOptions({
    queryKey: queryKeys.highLevelSubAccounts,
    queryFn: () => api<HighLevelSubAccountView[]>('/highlevel/sub-accounts'),
    // A change reaches HighLevel through the worker: watch it land.
    refetchInterval: (query) =>
      query.state.data?.some((each) => !each.menuApplied) ? 2_000 : false,
  });

/** PATCH /api/highlevel/sub-accounts/:locationId: the Training link's on/off and title. */
export const changeHighLevelSubAccount = (locationId: string, change: HighLevelSubAccountChange) =>
  api<HighLevelSubAccountView>(`/highlevel/sub-accounts/${encodeURIComponent(locationId)}`, {
    method: 'PATCH',
    body: jsonBody<HighLevelSubAccountChange>(change),
  });
