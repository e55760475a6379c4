import { useQuery } from '@tanstack/react-query';
import type { AdminAccountDetail } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/accounts/:id: one account, loaded when the operator opens it. */
export const useAccount = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.admin.account(id),
    queryFn: () => api<AdminAccountDetail>(`/admin/accounts/${id}`),
    enabled: id !== null,
  });
