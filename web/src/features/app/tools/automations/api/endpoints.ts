import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Endpoint, EventTypeInfo } from './types';

export const ENDPOINTS_KEY = ['outcomes', 'endpoints'] as const;

/** GET /api/outcomes/endpoints: the agency's webhook endpoints and the events they can get. */
export const fetchEndpoints = () =>
  api<{ endpoints: Endpoint[]; eventTypes: EventTypeInfo[] }>('/outcomes/endpoints');

export const endpointsQuery = () =>
  queryOptions({ queryKey: ENDPOINTS_KEY, queryFn: fetchEndpoints });

/** After any change to an endpoint: the list (and every log under it) reloads. */
export const reloadEndpoints = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ENDPOINTS_KEY });
