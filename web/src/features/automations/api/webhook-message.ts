import { queryOptions } from '@tanstack/react-query';
import { LOG_POLL_MS, type AgencyWebhookMessageDetail } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/outcomes/messages/:id: the JSON body sent and every attempt at sending it. */
export const fetchWebhookMessage = (id: string) =>
  api<AgencyWebhookMessageDetail>(`/outcomes/messages/${encodeURIComponent(id)}`);

/** One delivery, reloaded while it is still pending. */
export const webhookMessageQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.outcomes.message(id),
    queryFn: () => fetchWebhookMessage(id),
    refetchInterval: (query) =>
      query.state.data?.message.status === 'pending' ? LOG_POLL_MS : false,
  });
