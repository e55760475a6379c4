import { api } from '@/lib/api-client';
import type { Endpoint, EndpointInput } from './types';

/** PATCH /api/outcomes/endpoints/:id: its address, description, events, or `enabled` again. */
export const updateEndpoint = (
  id: string,
  changes: Partial<EndpointInput> & { enabled?: boolean },
) =>
  api<{ endpoint: Endpoint }>(`/outcomes/endpoints/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: JSON.stringify(changes),
  });
