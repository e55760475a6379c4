import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAccountDetail, AdminAccountPage, AdminAccountRow } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useChangeThenReload } from './use-change-then-reload';

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

/** One page of accounts; the previous page stays on screen while the next one loads. */
export const useAccounts = (filters: AccountFilters) =>
  useQuery({
    queryKey: queryKeys.admin.accounts(query(filters)),
    queryFn: () => api<AdminAccountPage>(`/admin/accounts?${query(filters)}`),
    placeholderData: keepPreviousData,
  });

export const useAccount = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.admin.account(id),
    queryFn: () => api<AdminAccountDetail>(`/admin/accounts/${id}`),
    enabled: id !== null,
  });

/** An account change; the lists and the account reload afterwards. */
const useAccountChange = <T>(send: (id: string, body: T) => Promise<AdminAccountRow>) =>
  useChangeThenReload(
    ({ id, body }: { id: string; body: T }) => send(id, body),
    queryKeys.admin.all,
  );

export const useChangeAccess = () =>
  useAccountChange((id, body: { approval: string; plan: string }) =>
    api<AdminAccountRow>(`/admin/accounts/${id}/access`, {
      method: 'PATCH',
      body: JSON.stringify(body),
    }),
  );

export const useExtendTrial = () =>
  useAccountChange((id, body: { days: number }) =>
    api<AdminAccountRow>(`/admin/accounts/${id}/trial-extension`, {
      method: 'POST',
      body: JSON.stringify(body),
    }),
  );

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

export const useLeads = (kind: LeadKind, search: string, page: number) => {
  const params = new URLSearchParams({ page: String(page) });
  if (search.trim()) params.set('search', search.trim());
  return useQuery({
    queryKey: queryKeys.admin.leads(kind, params.toString()),
    queryFn: () => api<LeadPage>(`/admin/leads/${kind}?${params}`),
    placeholderData: keepPreviousData,
  });
};

export interface WebhookEventRow {
  id: string;
  type: string;
  occurred_at: string;
  final_outcome: 'succeeded' | 'gave_up' | null;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
}

export const useWebhookEvents = (failedOnly: boolean, page: number) =>
  useQuery({
    queryKey: queryKeys.admin.webhookEventsPage(failedOnly, page),
    queryFn: () =>
      api<{
        rows: WebhookEventRow[];
        total: number;
        pageSize: number;
        /** False without MARKETING_WEBHOOK_URL: nothing is being sent. */
        webhookConfigured: boolean;
      }>(`/admin/webhook-events?page=${page}${failedOnly ? '&failed=true' : ''}`),
    placeholderData: keepPreviousData,
  });

export interface WebhookAttempt {
  attempt: number;
  url: string;
  outcome: string;
  status_code: number | null;
  duration_ms: number | null;
  error: string | null;
  started_at: string;
}

/** One event's attempts, loaded when the operator opens them. */
export const useWebhookAttempts = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.admin.webhookEvent(id),
    queryFn: () =>
      api<WebhookEventRow & { attempts: WebhookAttempt[] }>(`/admin/webhook-events/${id}`),
    enabled,
  });

export const useReplay = () =>
  useChangeThenReload(
    (target: { id: string } | { from: string; to: string }) =>
      'id' in target
        ? api<{ replayed: number }>(`/admin/webhook-events/${target.id}/replay`, { method: 'POST' })
        : api<{ replayed: number }>('/admin/webhook-events/replay-failed', {
            method: 'POST',
            body: JSON.stringify(target),
          }),
    queryKeys.admin.webhookEvents,
  );

export const useQueueCounts = () =>
  useQuery({
    queryKey: queryKeys.admin.queues,
    queryFn: () =>
      api<{ queues: { name: string; counts: Record<string, number> }[]; bullBoardPath: string }>(
        '/admin/queues',
      ),
    refetchInterval: 5_000,
  });
