import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardPage, DashboardQuery } from '@retainly/domain';
import { api, queryString } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { DashboardParams } from '../use-dashboard-params';

/** The list's query string; the CSV takes the same one without the page. */
export function clientsQuery(params: DashboardParams, { withPage = true } = {}): string {
  const query: DashboardQuery = {
    sort: params.sort,
    order: params.order,
    search: params.search.trim() || undefined,
    version: params.version || undefined,
    filter: params.filter === 'all' ? undefined : params.filter,
    subAccount: params.subAccount || undefined,
    page: withPage ? params.page : undefined,
  };
  return queryString(query);
}

/** GET /api/dashboard/clients/export.csv: a download link, not a fetch. */
export const csvExportUrl = (params: DashboardParams) =>
  `/api/dashboard/clients/export.csv?${clientsQuery(params, { withPage: false })}`;

/** GET /api/dashboard/clients?sort=&order=&search=&version=&filter=&subAccount=&page=: one page of clients. */
export const fetchClientsPage = (query: string) =>
  api<DashboardPage>(`/dashboard/clients?${query}`);

/** The previous page stays on screen while the next one loads. */
export const clientsPageQuery = (params: DashboardParams) => {
  const query = clientsQuery(params);
  return queryOptions({
    queryKey: queryKeys.dashboard.clients(query),
    queryFn: () => fetchClientsPage(query),
    placeholderData: keepPreviousData,
  });
};

export const useClientsPage = (params: DashboardParams) => useQuery(clientsPageQuery(params));
