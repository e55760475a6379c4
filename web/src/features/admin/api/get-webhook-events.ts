import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdminWebhookEventRow,
  AdminWebhookEventsPage,
  WebhookEventsQuery,
} from '@retainly/domain';
import { api, queryString } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type WebhookEventRow = AdminWebhookEventRow;

/** GET /api/admin/webhook-events?page=&failed=: one page of marketing webhook events. */
export const useWebhookEvents = (failedOnly: boolean, page: number) =>
  useQuery({
    queryKey: queryKeys.admin.webhookEventsPage(failedOnly, page),
    queryFn: () =>
      api<AdminWebhookEventsPage>(
        `/admin/webhook-events?${queryString<WebhookEventsQuery>({ page, failed: failedOnly ? 'true' : undefined })}`,
      ),
    placeholderData: keepPreviousData,
  });
