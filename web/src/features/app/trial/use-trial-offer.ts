import { useQuery } from '@tanstack/react-query';
import type { TrialOfferState } from '@retainly/domain';
import { api } from '@/lib/api-client';

export const TRIAL_OFFER_QUERY_KEY = ['trial-offer'] as const;

/** The offer the server says this user has now (GET /api/trial/offer); refreshed each minute. */
export function useTrialOffer(enabled: boolean): TrialOfferState | undefined {
  return useQuery({
    queryKey: TRIAL_OFFER_QUERY_KEY,
    queryFn: () => api<TrialOfferState>('/trial/offer'),
    enabled,
    refetchInterval: 60_000,
  }).data;
}
