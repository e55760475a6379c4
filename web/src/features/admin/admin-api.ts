import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAccountDetail, AdminAccountPage, AdminAccountRow } from '@retainly/domain';
import { api } from '@/lib/api-client';

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
    queryKey: ['admin', 'accounts', query(filters)],
    queryFn: () => api<AdminAccountPage>(`/admin/accounts?${query(filters)}`),
    placeholderData: keepPreviousData,
  });

export const useAccount = (id: string | null) =>
  useQuery({
    queryKey: ['admin', 'account', id],
    queryFn: () => api<AdminAccountDetail>(`/admin/accounts/${id}`),
    enabled: id !== null,
  });

/** An account change; the list and the account reload afterwards. */
function useAccountChange<T>(send: (id: string, body: T) => Promise<AdminAccountRow>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: T }) => send(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

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
