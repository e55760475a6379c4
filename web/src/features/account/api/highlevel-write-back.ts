import { queryOptions } from '@tanstack/react-query';
import type { HighLevelWriteBackChange, HighLevelWriteBackView } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/highlevel/write-back: where progress is written, and how far it has got. */
export const highLevelWriteBackQuery = () =>
  queryOptions({
    queryKey: queryKeys.highLevelWriteBack,
    queryFn: () => api<HighLevelWriteBackView>('/highlevel/write-back'),
    // The worker writes within a minute: watch the pending count fall.
    refetchInterval: (query) => ((query.state.data?.pending ?? 0) > 0 ? 5_000 : false),
  });

/** PUT /api/highlevel/write-back: one of the sub-accounts, or null for off. */
export const changeHighLevelWriteBack = (change: HighLevelWriteBackChange) =>
  api<HighLevelWriteBackView>('/highlevel/write-back', {
    method: 'PUT',
    body: jsonBody<HighLevelWriteBackChange>(change),
  });
