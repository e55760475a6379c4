import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  logPollInterval,
  type EndpointMessagesPage,
  type EndpointMessagesQuery,
} from '@retainly/domain';
import { api, queryString } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/outcomes/endpoints/:id/messages?page=: one page of an endpoint's deliveries. */
export const fetchEndpointMessages = (id: string, page: number) =>
  api<EndpointMessagesPage>(
    `/outcomes/endpoints/${encodeURIComponent(id)}/messages?${queryString<EndpointMessagesQuery>({ page })}`,
  );

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
