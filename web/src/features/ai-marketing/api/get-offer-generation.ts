import { queryOptions } from '@tanstack/react-query';
import { OFFER_POLL_MS, isFinalGenerationStatus, type OfferGeneration } from '@retainly/domain';
import { ApiError, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/ai/offers/:id: one generation and, once done, its offer. */
export const fetchOfferGeneration = (id: string) => api<OfferGeneration>(`/ai/offers/${id}`);

/**
 * The api said this generation cannot be read by this user, for good: not found (404), signed
 * out (401) or no access (403). Anything else (offline, a 5xx) is worth asking again.
 */
export const isFinalPollError = (error: unknown) =>
  error instanceof ApiError && [401, 403, 404].includes(error.status);

/** One generation, polled every second until its status is final; every 5 s while unreachable. */
export const offerGenerationQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.aiOffer(id),
    queryFn: () => fetchOfferGeneration(id),
    refetchInterval: (query) => {
      if (isFinalGenerationStatus(query.state.data?.status)) return false;
      if (isFinalPollError(query.state.error)) return false;
      return query.state.error ? OFFER_POLL_MS * 5 : OFFER_POLL_MS;
    },
    retry: (failures, error) => !isFinalPollError(error) && failures < 2,
    gcTime: 0,
  });
