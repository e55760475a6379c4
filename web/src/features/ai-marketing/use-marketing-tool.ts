import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { AI_OFFER_MESSAGES, type OfferGeneration, type OfferInputs } from '@retainly/domain';
import { useToolData } from '@/features/tool-data/use-tool-data';
import { ApiError, errorMessage } from '@/lib/api-client';
import {
  hasSavedInputs,
  INITIAL_STATE,
  readMarketingData,
  toMarketingData,
  type MarketingState,
  type MarketingTab,
  type MarketingToolData,
} from './marketing-data';
import { isFinalPollError, offerGenerationQuery } from './api/get-offer-generation';
import { requestOffer } from './api/request-offer';

/** A refusal the user can act on (limits, validation) keeps the server's words. */
const refusalMessage = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 429)
    ? errorMessage(error, AI_OFFER_MESSAGES.failed)
    : AI_OFFER_MESSAGES.failed;

/**
 * The AI Marketing tool's state: inputs, tab and last offer autosaved as tool data (restored
 * on arrival), and the offer being written, polled until it is done.
 */
export function useMarketingTool() {
  const [state, setState] = useState<MarketingState>(INITIAL_STATE);
  // Callbacks that finish later (a request, a poll) build on the latest state, not their render's.
  const latest = useRef(state);
  const [failure, setFailure] = useState<string | null>(null);

  const toolData = useToolData<MarketingToolData>('marketing', {
    onRestored: (data) => {
      const restored = readMarketingData(data);
      latest.current = restored;
      setState(restored);
      if (hasSavedInputs(restored)) toast.success('Your previous inputs have been restored!');
    },
  });

  function update(changes: Partial<MarketingState>) {
    const next = { ...latest.current, ...changes };
    latest.current = next;
    setState(next);
    toolData.save(toMarketingData(next));
  }

  const request = useMutation({ mutationFn: requestOffer });

  const generation = useQuery({
    ...offerGenerationQuery(state.generationId ?? ''),
    enabled: state.generationId !== null,
  });
  useSettledGeneration(generation.data, generation.error, state.generationId, {
    onSucceeded: ({ offer, writer }) => {
      setFailure(null);
      update({ offer, writer, generationId: null });
      toast.success(AI_OFFER_MESSAGES.succeeded);
    },
    onFailed: (message) => {
      setFailure(message);
      update({ generationId: null });
      toast.error(AI_OFFER_MESSAGES.failed);
    },
  });

  return {
    ready: toolData.saved !== undefined,
    state,
    failure,
    /** The generation being written, while the client waits for it. */
    pending: state.generationId ? (generation.data ?? null) : null,
    waiting: request.isPending || state.generationId !== null,
    setInput: (key: keyof OfferInputs, value: string) =>
      update({ inputs: { ...latest.current.inputs, [key]: value } }),
    setTab: (activeTab: MarketingTab) => update({ activeTab }),
    generate: (inputs: OfferInputs) => {
      setFailure(null);
      // Callbacks given to mutate() are dropped if the tool unmounts first: a stale instance
      // must not save over what the user does after coming back. (The offer is still written;
      // the 202 was simply not seen, and the limits say so if they ask again at once.)
      request.mutate(inputs, {
        onSuccess: (generation) => update({ generationId: generation.id }),
        onError: (error) => toast.error(refusalMessage(error)),
      });
    },
  };
}

/** Calls back once per generation when it reaches a final status (or cannot be read). */
function useSettledGeneration(
  data: OfferGeneration | undefined,
  error: unknown,
  id: string | null,
  handlers: {
    onSucceeded: (
      generation: OfferGeneration & { offer: NonNullable<OfferGeneration['offer']> },
    ) => void;
    onFailed: (message: string | null) => void;
  },
) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const settled = useRef<string | null>(null);
  useEffect(() => {
    if (!id || settled.current === id) return;
    if (data?.id === id && data.status === 'succeeded' && data.offer) {
      settled.current = id;
      latest.current.onSucceeded({ ...data, offer: data.offer });
    } else if ((data?.id === id && data.status === 'failed') || isFinalPollError(error)) {
      settled.current = id;
      latest.current.onFailed(data?.failure ?? null);
    }
  }, [data, error, id]);
}
