import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { WebhookEventRow } from './get-webhook-events';

export interface WebhookAttempt {
  attempt: number;
  url: string;
  outcome: string;
  status_code: number | null;
  duration_ms: number | null;
  error: string | null;
  started_at: string;
}

/** GET /api/admin/webhook-events/:id: one event's attempts, loaded when the operator opens them. */
export const useWebhookAttempts = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.admin.webhookEvent(id),
    queryFn: () =>
      api<WebhookEventRow & { attempts: WebhookAttempt[] }>(`/admin/webhook-events/${id}`),
    enabled,
  });
