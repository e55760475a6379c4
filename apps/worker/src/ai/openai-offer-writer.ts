import OpenAI from 'openai';
import type { AppConfig } from '@retainly/config';
import {
  AI_OFFER_JSON_SCHEMA,
  parseAiOffer,
  type AiOffer,
  type OfferInputs,
} from '@retainly/domain';
import { offerMessages } from './offer-prompt';
import { WRITER_FAILURES, WriterFailure } from './writer-failure';

/** The model every request names, and how long one may take. */
export interface ModelSettings {
  model: string;
  timeoutMs: number;
}

/** The SDK client and the settings its requests are made with. */
export interface OpenAiWriter {
  client: OpenAI;
  settings: ModelSettings;
}

/**
 * The model through the openai SDK when OPENAI_API_KEY is set, else null. Retries are BullMQ's
 * (recorded, durable), so the SDK makes exactly one try.
 */
export function openAiWriter(config: AppConfig): OpenAiWriter | null {
  if (!config.OPENAI_API_KEY) return null;
  const client = new OpenAI({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    timeout: config.OPENAI_TIMEOUT_MS,
    maxRetries: 0,
  });
  return { client, settings: { model: config.OPENAI_MODEL, timeoutMs: config.OPENAI_TIMEOUT_MS } };
}

/** One request for one offer, as structured output with exactly the four texts. */
export async function writeOpenAiOffer(
  client: OpenAI,
  { model, timeoutMs }: ModelSettings,
  inputs: OfferInputs,
): Promise<AiOffer> {
  const completion = await client.chat.completions
    .create(
      {
        model,
        messages: offerMessages(inputs),
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'ai_offer', strict: true, schema: AI_OFFER_JSON_SCHEMA },
        },
      },
      // Our own deadline as well as the SDK's: its timeout error loses its type when fetch
      // rejects with an error from another realm, while an aborted signal is always told apart.
      { signal: AbortSignal.timeout(timeoutMs) },
    )
    .catch((error: unknown) => {
      throw asWriterFailure(error);
    });

  const message = completion.choices[0]?.message;
  if (message?.refusal) {
    throw new WriterFailure(false, WRITER_FAILURES.refused, `Model refused: ${message.refusal}`);
  }
  const offer = parseAiOffer(parseJson(message?.content));
  if (!offer) {
    const preview = (message?.content ?? '(no content)').slice(0, 200);
    throw new WriterFailure(true, WRITER_FAILURES.unusableAnswer, `Unusable answer: ${preview}`);
  }
  return offer;
}

function parseJson(text: string | null | undefined): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** Retry 429 (unless the account is out of quota), 5xx, timeouts and lost connections; not other 4xx. */
export function asWriterFailure(error: unknown): WriterFailure {
  if (error instanceof WriterFailure) return error;
  if (
    error instanceof OpenAI.APIConnectionTimeoutError ||
    error instanceof OpenAI.APIUserAbortError
  ) {
    return new WriterFailure(true, WRITER_FAILURES.slow, 'Timed out waiting for the model');
  }
  if (error instanceof OpenAI.APIConnectionError) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return new WriterFailure(true, WRITER_FAILURES.unreachable, `Connection failed${cause}`);
  }
  if (error instanceof OpenAI.APIError && error.status !== undefined) {
    const detail = `OpenAI answered ${error.status}: ${error.message}`;
    if (error.status === 429 && error.code === 'insufficient_quota') {
      return new WriterFailure(false, WRITER_FAILURES.unavailable, detail);
    }
    if (error.status === 429) return new WriterFailure(true, WRITER_FAILURES.busy, detail);
    if (error.status >= 500) return new WriterFailure(true, WRITER_FAILURES.serverTrouble, detail);
    // Any other 4xx says our request or setup is wrong (key, model, schema), not the user's words.
    return new WriterFailure(false, WRITER_FAILURES.unavailable, detail);
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new WriterFailure(true, WRITER_FAILURES.unexpected, detail);
}
