import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpinState } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/trial/spins: spins used and left, and the last prize; the server keeps the count. */
export const fetchSpinState = () => api<SpinState>('/trial/spins');

export const spinStateQuery = (enabled: boolean) =>
  queryOptions({ queryKey: queryKeys.trialSpins, queryFn: fetchSpinState, enabled, staleTime: 0 });

export const useSpinState = (enabled: boolean) => useQuery(spinStateQuery(enabled));
