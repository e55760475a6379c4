import type { EndpointSendQueued } from '@retainly/domain';
import { api } from '@/lib/api-client';

/** POST /api/outcomes/messages/:id/replay (202): the same event sent again, same id and body. */
export const replayMessage = (id: string) =>
  api<EndpointSendQueued>(`/outcomes/messages/${encodeURIComponent(id)}/replay`, {
    method: 'POST',
  });
