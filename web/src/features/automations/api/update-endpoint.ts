import type { UpdateEndpointRequest, UpdateEndpointResponse } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';

/** PATCH /api/outcomes/endpoints/:id: its address, description, events, or `enabled` again. */
export const updateEndpoint = (id: string, changes: UpdateEndpointRequest) =>
  api<UpdateEndpointResponse>(`/outcomes/endpoints/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: jsonBody<UpdateEndpointRequest>(changes),
  });
