import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type LeadKind = 'affiliates' | 'summit-leads' | 'webinar-registrations' | 'call-requests';

export interface LeadPage {
  columns: string[];
  rows: Record<string, string | number | boolean | null>[];
  total: number;
  page: number;
  pageSize: number;
}

export const leadsCsvUrl = (kind: LeadKind, search: string) =>
  `/api/admin/leads/${kind}/export.csv${search.trim() ? `?search=${encodeURIComponent(search.trim())}` : ''}`;

/** GET /api/admin/leads/:kind?page=&search=: one page of one form's submissions. */
export const useLeads = (kind: LeadKind, search: string, page: number) => {
  const params = new URLSearchParams({ page: String(page) });
  if (search.trim()) params.set('search', search.trim());
  return useQuery({
    queryKey: queryKeys.admin.leads(kind, params.toString()),
    queryFn: () => api<LeadPage>(`/admin/leads/${kind}?${params}`),
    placeholderData: keepPreviousData,
  });
};
