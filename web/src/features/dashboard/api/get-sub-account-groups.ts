import { useQuery } from '@tanstack/react-query';
import type { DashboardSubAccountGroup } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/dashboard/sub-accounts: the clients by HighLevel sub-account. */
export const useSubAccountGroups = () =>
  useQuery({
    queryKey: queryKeys.dashboard.subAccounts,
    queryFn: () => api<DashboardSubAccountGroup[]>('/dashboard/sub-accounts'),
  });
