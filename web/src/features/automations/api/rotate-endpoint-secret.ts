import type { RotateEndpointSecretResponse } from '@retainly/domain';
import { api } from '@/lib/api-client';

/** POST /api/outcomes/endpoints/:id/secret: a new signing secret, shown only now. */
export const rotateEndpointSecret = (id: string) =>
  api<RotateEndpointSecretResponse>(`/outcomes/endpoints/${encodeURIComponent(id)}/secret`, {
    method: 'POST',
  });
