import { api } from '@/lib/api-client';
import type { Endpoint, EndpointInput } from './types';

/** POST /api/outcomes/endpoints (201): the endpoint and its signing secret, shown only now. */
export const createEndpoint = (input: EndpointInput) =>
  api<{ endpoint: Endpoint; secret: string }>('/outcomes/endpoints', {
    method: 'POST',
    body: JSON.stringify(input),
  });
