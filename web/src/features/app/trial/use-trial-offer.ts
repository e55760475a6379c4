import { useQuery } from '@tanstack/react-query';
import type { TrialOfferState } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The offer the server says this user has now (GET /api/trial/offer); refreshed each minute. */
export function useTrialOffer(enabled: boolean): TrialOfferState | undefined {
  return useQuery({
    queryKey: queryKeys.trialOffer,
    queryFn: () => api<TrialOfferState>('/trial/offer'),
    enabled,
    refetchInterval: 60_000,
  }).data;
}
