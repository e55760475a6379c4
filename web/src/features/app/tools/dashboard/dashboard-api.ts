import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardClientDetail, DashboardPage, OnboardingState } from '@retainly/domain';
import { fetchOnboardingState } from '@/features/app/tools/onboarding/api/onboarding-state';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { DashboardParams } from './use-dashboard-params';

/** The list's query string; the CSV takes the same one without the page. */
export function clientsQuery(params: DashboardParams, { withPage = true } = {}): string {
  const query = new URLSearchParams({ sort: params.sort, order: params.order });
  if (params.search.trim()) query.set('search', params.search.trim());
  if (params.version) query.set('version', params.version);
  if (params.filter !== 'all') query.set('filter', params.filter);
  if (withPage) query.set('page', String(params.page));
  return query.toString();
}

export const csvExportUrl = (params: DashboardParams) =>
  `/api/dashboard/clients/export.csv?${clientsQuery(params, { withPage: false })}`;

/** One page of clients; the previous page stays on screen while the next one loads. */
export function useClientsPage(params: DashboardParams) {
  const query = clientsQuery(params);
  return useQuery({
    queryKey: queryKeys.dashboard.clients(query),
    queryFn: () => api<DashboardPage>(`/dashboard/clients?${query}`),
    placeholderData: keepPreviousData,
  });
}

const versionsOf = (state: OnboardingState) => state.versions;

/**
 * The agency's versions, for the version filter: the onboarding tool's own state (GET
 * /api/onboarding), so a version created there is in the filter without another load.
 */
export function useVersions() {
  return useQuery({
    queryKey: queryKeys.onboarding.state,
    queryFn: fetchOnboardingState,
    select: versionsOf,
  });
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** One client's videos; a missing client (404) is final, so it is not asked for twice. */
export function useClientDetail(clientId: string | null) {
  return useQuery({
    queryKey: queryKeys.dashboard.client(clientId),
    queryFn: () => api<DashboardClientDetail>(`/dashboard/clients/${clientId}`),
    enabled: clientId !== null,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}
