import type { EndpointSendQueued } from '@retainly/domain';
import { api } from '@/lib/api-client';

/** POST /api/outcomes/endpoints/:id/test (202): a sample event, delivered like a real one. */
export const sendTestEvent = (id: string) =>
  api<EndpointSendQueued>(`/outcomes/endpoints/${encodeURIComponent(id)}/test`, { method: 'POST' });
