import {
  type MARKETING_TABS,
  OFFER_INPUT_KEYS,
  OFFER_TEXT_KEYS,
  parseAiOffer,
  type AiOffer,
  type OfferInputs,
  type OfferWriterKind,
} from '@retainly/domain';

export type MarketingTab = (typeof MARKETING_TABS)[number];

/**
 * Tabs the tool may reopen on: only those whose feature works. AI Ads is 'Feature coming soon',
 * so a saved 'ads' reopens on AI Offer.
 */
const REOPENABLE_TABS: readonly MarketingTab[] = ['offer'];

/**
 * What the tool keeps on the server (tool data 'marketing', spec §3): the active tab and
 * aiOfferData, the inputs with the last offer's texts. `generationId` is an offer still being
 * written, so coming back to the tool picks up its result.
 */
export interface MarketingToolData {
  activeTab: MarketingTab;
  aiOfferData: OfferInputs & Partial<AiOffer> & { generationId?: string; writer?: OfferWriterKind };
}

export interface MarketingState {
  activeTab: MarketingTab;
  inputs: OfferInputs;
  offer: AiOffer | null;
  writer: OfferWriterKind | null;
  generationId: string | null;
}

export const EMPTY_INPUTS: OfferInputs = { targeting: '', situation: '', solution: '' };

export const INITIAL_STATE: MarketingState = {
  activeTab: 'offer',
  inputs: EMPTY_INPUTS,
  offer: null,
  writer: null,
  generationId: null,
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Saved data, however old or odd, as the tool's state. */
export function readMarketingData(data: unknown): MarketingState {
  const saved = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const offerData = (saved.aiOfferData ?? {}) as Record<string, unknown>;
  const offer = parseAiOffer(
    Object.fromEntries(OFFER_TEXT_KEYS.map((key) => [key, offerData[key]])),
  );
  return {
    activeTab: REOPENABLE_TABS.find((tab) => tab === saved.activeTab) ?? 'offer',
    inputs: Object.fromEntries(
      OFFER_INPUT_KEYS.map((key) => [key, text(offerData[key])]),
    ) as OfferInputs,
    offer,
    writer: offer && offerData.writer === 'offline' ? 'offline' : offer ? 'openai' : null,
    generationId: text(offerData.generationId) || null,
  };
}

/**
 * Whether restoring brought back something the user wrote: an input with more than blanks, an
 * offer, or one being written. The tab alone is not an input ('Your previous inputs have been
 * restored!' is shown only then).
 */
export function hasSavedInputs(state: MarketingState): boolean {
  return (
    state.offer !== null ||
    state.generationId !== null ||
    Object.values(state.inputs).some((value) => value.trim() !== '')
  );
}

export function toMarketingData(state: MarketingState): MarketingToolData {
  return {
    activeTab: state.activeTab,
    aiOfferData: {
      ...state.inputs,
      ...state.offer,
      ...(state.offer && state.writer && { writer: state.writer }),
      ...(state.generationId && { generationId: state.generationId }),
    },
  };
}
