/**
 * The AI offer (signed-in spec §2 AI Marketing, §3 AI offer): three inputs in, four texts out.
 * The api, the worker and the web app share these names, limits and checks.
 */
export const OFFER_INPUT_KEYS = ['targeting', 'situation', 'solution'] as const;
export type OfferInputKey = (typeof OFFER_INPUT_KEYS)[number];
export type OfferInputs = Record<OfferInputKey, string>;

export const OFFER_TEXT_KEYS = ['headline', 'subheadline', 'shortVersion', 'longVersion'] as const;
export type OfferTextKey = (typeof OFFER_TEXT_KEYS)[number];
export type AiOffer = Record<OfferTextKey, string>;

/** Enough for a paragraph per field; longer inputs only dilute the prompt and cost more. */
export const OFFER_INPUT_MAX_CHARS = 600;
/** Per user: generations started in any rolling hour, and how many may run at once. */
export const OFFER_GENERATIONS_PER_HOUR = 20;
export const OFFER_GENERATIONS_AT_ONCE = 1;
/**
 * A generation still unfinished after this long no longer blocks a new one (a worker that was
 * down for a long time must not lock the user out of the tool).
 */
export const OFFER_GENERATION_STALE_MS = 10 * 60_000;
/** How often the client asks for a running generation's status. */
export const OFFER_POLL_MS = 1_000;

/** Longest text the model may return per field; keeps a runaway answer out of the database. */
export const OFFER_TEXT_MAX_CHARS: Record<OfferTextKey, number> = {
  headline: 200,
  subheadline: 400,
  shortVersion: 1_200,
  longVersion: 6_000,
};

export type GenerationStatus = 'queued' | 'running' | 'succeeded' | 'failed';
/** 'openai' is the model through the SDK; 'offline' the template writer used without a key. */
export const OFFER_WRITER_KINDS = ['openai', 'offline'] as const;
export type OfferWriterKind = (typeof OFFER_WRITER_KINDS)[number];

/** The AI Marketing tool's tabs (its tool data keeps the active one). */
export const MARKETING_TABS = ['offer', 'ads'] as const;
/**
 * What tool data keeps of an input being typed: more than an offer takes (the form says so and
 * will not generate), bounded all the same.
 */
export const OFFER_INPUT_DRAFT_MAX_CHARS = 5_000;

export const isFinalGenerationStatus = (status: GenerationStatus | undefined): boolean =>
  status === 'succeeded' || status === 'failed';

/** What GET /api/ai/offers/:id answers; the client polls it until the status is final. */
export interface OfferGeneration {
  id: string;
  status: GenerationStatus;
  /** Attempts started so far, and how many the worker makes before giving up. */
  attempt: number;
  maxAttempts: number;
  inputs: OfferInputs;
  offer: AiOffer | null;
  writer: OfferWriterKind | null;
  /** Why it failed, in words for the user (operators see the technical error in the database). */
  failure: string | null;
  /** ISO 8601 */
  createdAt: string;
  finishedAt: string | null;
}

export const AI_OFFER_MESSAGES = {
  fillAllFields: 'Please fill in all three fields first',
  tooLong: `Please keep each field under ${OFFER_INPUT_MAX_CHARS} characters`,
  succeeded: 'AI offer generated successfully!',
  failed: 'Failed to generate offer. Please try again.',
  oneAtATime: 'Your previous offer is still being written. Please wait for it to finish.',
  notFound: 'This offer could not be found',
  tooSlow: 'Writing this offer took too long. Please try again.',
} as const;

export const hourlyLimitMessage = (minutesUntilFree: number) =>
  `You can generate ${OFFER_GENERATIONS_PER_HOUR} offers an hour. Please try again in ` +
  (minutesUntilFree <= 1 ? 'a minute.' : `${minutesUntilFree} minutes.`);

/** The first problem with the inputs, or null; the text is trimmed before these checks. */
export function offerInputsProblem(inputs: Partial<Record<OfferInputKey, unknown>>): string | null {
  const values = OFFER_INPUT_KEYS.map((key) => inputs[key]);
  if (values.some((value) => typeof value !== 'string' || value.trim() === '')) {
    return AI_OFFER_MESSAGES.fillAllFields;
  }
  if (values.some((value) => (value as string).trim().length > OFFER_INPUT_MAX_CHARS)) {
    return AI_OFFER_MESSAGES.tooLong;
  }
  return null;
}

const OFFER_TEXT_DESCRIPTIONS: Record<OfferTextKey, string> = {
  headline: 'One line that names the result and who it is for; under 15 words.',
  subheadline: 'One or two sentences that make the headline believable and specific.',
  shortVersion: 'The offer in 2 to 4 sentences, for a social post or a text message.',
  longVersion:
    'The full offer in 3 to 5 short paragraphs: the problem, the solution, what is included, ' +
    'a reason to act now, and a clear call to action.',
};

/**
 * The JSON schema the model must answer with: exactly the four texts. Strict structured output
 * accepts no length keywords, so the lengths are asked for in the descriptions and checked by
 * parseAiOffer.
 */
export const AI_OFFER_JSON_SCHEMA = {
  type: 'object',
  properties: Object.fromEntries(
    OFFER_TEXT_KEYS.map((key) => [
      key,
      { type: 'string', description: OFFER_TEXT_DESCRIPTIONS[key] },
    ]),
  ),
  required: [...OFFER_TEXT_KEYS],
  additionalProperties: false,
};

/** A model's answer as an offer, or null when it is not exactly four non-empty texts. */
export function parseAiOffer(value: unknown): AiOffer | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (Object.keys(record).length !== OFFER_TEXT_KEYS.length) return null;
  const offer = {} as AiOffer;
  for (const key of OFFER_TEXT_KEYS) {
    const text = record[key];
    if (typeof text !== 'string') return null;
    const trimmed = text.trim();
    if (trimmed === '' || trimmed.length > OFFER_TEXT_MAX_CHARS[key]) return null;
    offer[key] = trimmed;
  }
  return offer;
}
