import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/queues: each queue's job counts (polled every 5 s) and the Bull Board path. */
export const useQueueCounts = () =>
  useQuery({
    queryKey: queryKeys.admin.queues,
    queryFn: () =>
      api<{ queues: { name: string; counts: Record<string, number> }[]; bullBoardPath: string }>(
        '/admin/queues',
      ),
    refetchInterval: 5_000,
  });
