import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface WebhookEventRow {
  id: string;
  type: string;
  occurred_at: string;
  final_outcome: 'succeeded' | 'gave_up' | null;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
}

/** GET /api/admin/webhook-events?page=&failed=: one page of marketing webhook events. */
export const useWebhookEvents = (failedOnly: boolean, page: number) =>
  useQuery({
    queryKey: queryKeys.admin.webhookEventsPage(failedOnly, page),
    queryFn: () =>
      api<{
        rows: WebhookEventRow[];
        total: number;
        pageSize: number;
        /** False without MARKETING_WEBHOOK_URL: nothing is being sent. */
        webhookConfigured: boolean;
      }>(`/admin/webhook-events?page=${page}${failedOnly ? '&failed=true' : ''}`),
    placeholderData: keepPreviousData,
  });
