import type { OfferGeneration, OfferInputs } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';

/** POST /api/ai/offers: 202 with the queued generation; the worker writes the offer. */
export const requestOffer = (inputs: OfferInputs) =>
  api<OfferGeneration>('/ai/offers', { method: 'POST', body: jsonBody<OfferInputs>(inputs) });
