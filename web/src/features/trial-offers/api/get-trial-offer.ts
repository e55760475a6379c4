import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrialOfferState } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/trial/offer: the offer the server says this user has now. */
export const fetchTrialOffer = () => api<TrialOfferState>('/trial/offer');

/** Refreshed each minute. */
export const trialOfferQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.trialOffer,
    queryFn: fetchTrialOffer,
    enabled,
    refetchInterval: 60_000,
  });

export function useTrialOffer(enabled: boolean): TrialOfferState | undefined {
  return useQuery(trialOfferQuery(enabled)).data;
}
