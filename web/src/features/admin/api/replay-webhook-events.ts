import type { ReplayRangeRequest, WebhookReplayResponse } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useChangeThenReload } from './use-change-then-reload';

/** POST /api/admin/webhook-events/:id/replay, or /replay-failed for a time range. */
export const useReplay = () =>
  useChangeThenReload(
    (target: { id: string } | ReplayRangeRequest) =>
      'id' in target
        ? api<WebhookReplayResponse>(`/admin/webhook-events/${target.id}/replay`, {
            method: 'POST',
          })
        : api<WebhookReplayResponse>('/admin/webhook-events/replay-failed', {
            method: 'POST',
            body: jsonBody<ReplayRangeRequest>(target),
          }),
    queryKeys.admin.webhookEvents,
  );
