import { useQuery } from '@tanstack/react-query';
import type { AdminWebhookEventDetail } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/webhook-events/:id: one event's attempts, loaded when the operator opens them. */
export const useWebhookAttempts = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.admin.webhookEvent(id),
    queryFn: () => api<AdminWebhookEventDetail>(`/admin/webhook-events/${id}`),
    enabled,
  });
