import type { CreateEndpointRequest, CreateEndpointResponse } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';

/** POST /api/outcomes/endpoints (201): the endpoint and its signing secret, shown only now. */
export const createEndpoint = (input: CreateEndpointRequest) =>
  api<CreateEndpointResponse>('/outcomes/endpoints', {
    method: 'POST',
    body: jsonBody<CreateEndpointRequest>(input),
  });
