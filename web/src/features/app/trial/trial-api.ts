import { useQuery } from '@tanstack/react-query';
import type { SpinResult, SpinState } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spins used and left, and the last prize (GET /api/trial/spins); the server keeps the count. */
export function useSpinState(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.trialSpins,
    queryFn: () => api<SpinState>('/trial/spins'),
    enabled,
    staleTime: 0,
  });
}

/** One spin: the server picks the segment (409 with a message when no spin is allowed). */
export const spinWheel = () =>
  api<SpinResult & { spinsLeft: number }>('/trial/spins', { method: 'POST', body: '{}' });

/** Claim Discount: the server records that this prize was taken. */
export const claimSpin = (id: string) =>
  api<SpinResult>(`/trial/spins/${encodeURIComponent(id)}/claim`, { method: 'POST', body: '{}' });
