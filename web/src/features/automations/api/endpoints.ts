import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { EndpointListResponse } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/outcomes/endpoints: the agency's webhook endpoints and the events they can get. */
export const fetchEndpoints = () => api<EndpointListResponse>('/outcomes/endpoints');

export const endpointsQuery = () =>
  queryOptions({ queryKey: queryKeys.outcomes.endpoints, queryFn: fetchEndpoints });

/** After any change to an endpoint: the list (and every log under it) reloads. */
export const reloadEndpoints = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.outcomes.endpoints });
