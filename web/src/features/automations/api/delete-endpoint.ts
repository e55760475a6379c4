import { api } from '@/lib/api-client';

/** DELETE /api/outcomes/endpoints/:id (204): no more deliveries, its log goes with it. */
export const deleteEndpoint = (id: string) =>
  api<void>(`/outcomes/endpoints/${encodeURIComponent(id)}`, { method: 'DELETE' });
