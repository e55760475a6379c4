import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardClientDetail } from '@retainly/domain';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/dashboard/clients/:id: one client's videos. */
export const fetchClientDetail = (clientId: string) =>
  api<DashboardClientDetail>(`/dashboard/clients/${clientId}`);

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A missing client (404) is final, so it is not asked for twice. */
export const clientDetailQuery = (clientId: string | null) =>
  queryOptions({
    queryKey: queryKeys.dashboard.client(clientId),
    queryFn: () => fetchClientDetail(clientId!),
    enabled: clientId !== null,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

export const useClientDetail = (clientId: string | null) => useQuery(clientDetailQuery(clientId));
