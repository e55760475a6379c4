import {
  AI_OFFER_MESSAGES,
  OFFER_GENERATION_STALE_MS,
  isFinalGenerationStatus,
  type AiOffer,
  type GenerationStatus,
  type OfferGeneration,
  type OfferInputs,
  type OfferWriterKind,
} from '@retainly/domain';

export interface GenerationRow {
  id: string;
  status: GenerationStatus;
  attempts: number;
  max_attempts: number;
  inputs: OfferInputs;
  result: AiOffer | null;
  writer: OfferWriterKind | null;
  failure: string | null;
  created_at: Date;
  finished_at: Date | null;
}

export const GENERATION_COLUMN_NAMES = [
  'id',
  'status',
  'attempts',
  'max_attempts',
  'inputs',
  'result',
  'writer',
  'failure',
  'created_at',
  'finished_at',
] as const satisfies readonly (keyof GenerationRow)[];

export const GENERATION_COLUMNS = GENERATION_COLUMN_NAMES.join(', ');

/**
 * A row as the client sees it. A row left unfinished past the stale limit (its job was lost)
 * reads as failed at once, so the client stops waiting and may ask again; the worker's sweep
 * marks it failed in the database within a minute, and never starts it.
 */
export function generationView(row: GenerationRow, now = Date.now()): OfferGeneration {
  const stale =
    !isFinalGenerationStatus(row.status) &&
    now - row.created_at.getTime() > OFFER_GENERATION_STALE_MS;
  return {
    id: row.id,
    status: stale ? 'failed' : row.status,
    attempt: row.attempts,
    maxAttempts: row.max_attempts,
    inputs: row.inputs,
    offer: row.result,
    writer: row.writer,
    failure: stale ? AI_OFFER_MESSAGES.tooSlow : row.failure,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}
