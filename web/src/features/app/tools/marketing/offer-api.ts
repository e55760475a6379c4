import { queryOptions } from '@tanstack/react-query';
import {
  OFFER_POLL_MS,
  isFinalGenerationStatus,
  type OfferGeneration,
  type OfferInputs,
} from '@retainly/domain';
import { ApiError, api } from '@/lib/api-client';

/** POST /api/ai/offers: 202 with the queued generation; the worker writes the offer. */
export const requestOffer = (inputs: OfferInputs) =>
  api<OfferGeneration>('/ai/offers', { method: 'POST', body: JSON.stringify(inputs) });

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** One generation, polled every second until its status is final. */
export const offerGenerationQuery = (id: string) =>
  queryOptions({
    queryKey: ['ai-offer', id],
    queryFn: () => api<OfferGeneration>(`/ai/offers/${id}`),
    refetchInterval: (query) =>
      isFinalGenerationStatus(query.state.data?.status) || query.state.error
        ? false
        : OFFER_POLL_MS,
    // A network blip mid-wait is retried; a generation that is not ours (404) is final.
    retry: (failures, error) => !isNotFound(error) && failures < 3,
    gcTime: 0,
  });
