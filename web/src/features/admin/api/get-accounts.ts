import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAccountPage, AdminAccountsQuery } from '@retainly/domain';
import { api, queryString } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type AnyOr<T> = '' | NonNullable<T>;

/** The page's filters, '' for any: sent as an AdminAccountsQuery. */
export interface AccountFilters {
  search: string;
  approval: AnyOr<AdminAccountsQuery['approval']>;
  plan: AnyOr<AdminAccountsQuery['plan']>;
  trial: AnyOr<AdminAccountsQuery['trial']>;
  page: number;
}

const query = ({ page, search, approval, plan, trial }: AccountFilters) =>
  queryString<AdminAccountsQuery>({
    page,
    search: search.trim() || undefined,
    approval: approval || undefined,
    plan: plan || undefined,
    trial: trial || undefined,
  });

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
