import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { logPollInterval } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { MessagesPage } from './types';

/** GET /api/outcomes/endpoints/:id/messages?page=: one page of an endpoint's deliveries. */
export const fetchEndpointMessages = (id: string, page: number) =>
  api<MessagesPage>(`/outcomes/endpoints/${encodeURIComponent(id)}/messages?page=${page}`);

/**
 * A page of the log, reloaded every few seconds while a delivery is pending or a send was just
 * asked for (`expectingSince`), so its outcome shows without a reload.
 */
export const endpointMessagesQuery = (id: string, page: number, expectingSince: number | null) =>
  queryOptions({
    queryKey: queryKeys.outcomes.endpointMessages(id, page),
    queryFn: () => fetchEndpointMessages(id, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      logPollInterval(query.state.data?.messages, expectingSince, Date.now()),
  });
