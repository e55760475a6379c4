import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useChangeThenReload } from './use-change-then-reload';

/** POST /api/admin/webhook-events/:id/replay, or /replay-failed for a time range. */
export const useReplay = () =>
  useChangeThenReload(
    (target: { id: string } | { from: string; to: string }) =>
      'id' in target
        ? api<{ replayed: number }>(`/admin/webhook-events/${target.id}/replay`, { method: 'POST' })
        : api<{ replayed: number }>('/admin/webhook-events/replay-failed', {
            method: 'POST',
            body: JSON.stringify(target),
          }),
    queryKeys.admin.webhookEvents,
  );
