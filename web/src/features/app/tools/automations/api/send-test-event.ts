import { api } from '@/lib/api-client';

/** POST /api/outcomes/endpoints/:id/test (202): a sample event, delivered like a real one. */
export const sendTestEvent = (id: string) =>
  api<{ queued: true }>(`/outcomes/endpoints/${encodeURIComponent(id)}/test`, { method: 'POST' });
