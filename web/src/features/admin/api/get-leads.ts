import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminListQuery, LeadKind, LeadPage } from '@retainly/domain';
import { api, queryString } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type { LeadKind };

export const leadsCsvUrl = (kind: LeadKind, search: string) =>
  `/api/admin/leads/${kind}/export.csv${search.trim() ? `?search=${encodeURIComponent(search.trim())}` : ''}`;

/** GET /api/admin/leads/:kind?page=&search=: one page of one form's submissions. */
export const useLeads = (kind: LeadKind, search: string, page: number) => {
  const params = queryString<AdminListQuery>({ page, search: search.trim() || undefined });
  return useQuery({
    queryKey: queryKeys.admin.leads(kind, params),
    queryFn: () => api<LeadPage>(`/admin/leads/${kind}?${params}`),
    placeholderData: keepPreviousData,
  });
};
