import { useQuery } from '@tanstack/react-query';
import type { AdminQueueCounts } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/queues: each queue's job counts (polled every 5 s) and the Bull Board path. */
export const useQueueCounts = () =>
  useQuery({
    queryKey: queryKeys.admin.queues,
    queryFn: () => api<AdminQueueCounts>('/admin/queues'),
    refetchInterval: 5_000,
  });
