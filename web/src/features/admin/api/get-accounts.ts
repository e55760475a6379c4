import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAccountPage } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface AccountFilters {
  search: string;
  approval: '' | 'YES' | 'TRIALING' | 'NO';
  plan: '' | 'BASIC' | 'ADVANCED';
  trial: '' | 'trialing' | 'ended' | 'none';
  page: number;
}

const query = (filters: AccountFilters) => {
  const params = new URLSearchParams({ page: String(filters.page) });
  for (const key of ['search', 'approval', 'plan', 'trial'] as const) {
    if (filters[key].trim()) params.set(key, filters[key].trim());
  }
  return params.toString();
};

/**
 * GET /api/admin/accounts?page=&search=&approval=&plan=&trial=: one page of accounts; the
 * previous page stays on screen while the next one loads.
 */
export const useAccounts = (filters: AccountFilters) =>
  useQuery({
    queryKey: queryKeys.admin.accounts(query(filters)),
    queryFn: () => api<AdminAccountPage>(`/admin/accounts?${query(filters)}`),
    placeholderData: keepPreviousData,
  });
