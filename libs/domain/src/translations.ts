import { isPortalLanguage, SOURCE_LANGUAGE, type TRANSLATED_LANGUAGES } from './languages';

/** A language the catalogue is translated into (every portal language but English). */
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** Drafts are never shown to clients; only approved text replaces the English. */
export type TranslationStatus = 'draft' | 'approved';
export type TranslationSource = 'human' | 'ai';

/** The catalogue's limits apply to translations too (docs/operators.md 'Limits'). */
export const TRANSLATION_LIMITS = { titleMax: 120, descriptionMax: 600 } as const;

/** One module's title and description in one language. */
export interface CatalogueTranslation {
  categoryId: string;
  moduleId: string;
  language: TranslatedLanguage;
  title: string;
  description: string;
  status: TranslationStatus;
  source: TranslationSource;
  updatedAt: string;
  approvedAt: string | null;
}

export type TranslationDraftStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** 'Draft missing translations with AI' for one language: a queued job the console polls. */
export interface TranslationDraftJob {
  id: string;
  language: TranslatedLanguage;
  status: TranslationDraftStatus;
  /** 'offline' when no AI writer is set up: nothing was drafted, the modules wait for a human. */
  writer: 'openai' | 'offline' | null;
  /** Modules the job set out to draft, and how many it has drafted so far. */
  total: number;
  drafted: number;
  /** What went wrong, in words for the operator (failed jobs only). */
  failure: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export const isFinalDraftStatus = (status: TranslationDraftStatus) =>
  status === 'succeeded' || status === 'failed';

/** Per language: modules without approved text ('3 modules missing in German'), drafts waiting. */
export interface TranslationSummary {
  language: TranslatedLanguage;
  /** Modules with no approved translation (drafts included): portals show them in English. */
  missing: number;
  /** AI or human drafts awaiting an operator's approval. */
  awaitingApproval: number;
  /** The newest AI draft job, so the console picks up one still running after a reload. */
  latestJob: TranslationDraftJob | null;
}

/** GET /api/admin/translations: every translation of the live catalogue, and the summaries. */
export interface TranslationLibrary {
  /** Modules portals can show (not hidden from new portals). */
  modules: number;
  summaries: TranslationSummary[];
  translations: CatalogueTranslation[];
}

/** The body of PUT /api/admin/translations/:categoryId/:moduleId/:language. */
export interface TranslationInput {
  title: string;
  description: string;
}

/** At most one AI draft job per language at a time; one still unfinished after this is lost. */
export const TRANSLATION_DRAFT_STALE_MS = 15 * 60_000;
/** Why a draft job that never finished within the stale limit is failed. */
export const TRANSLATION_DRAFT_TIMED_OUT =
  'The AI writer did not finish in time. Please try again.';

/** Modules per request to the model: answers stay short and the console sees progress. */
export const TRANSLATION_DRAFT_BATCH = 20;

/** Why the api refuses an AI draft request (409) when no AI writer is configured. */
export const noAiWriterMessage = (languageName: string) =>
  `No AI writer is set up here: the ${languageName} translations are left for a human.`;

/** The words of an AI draft job's result, as the console shows them. */
export function draftJobOutcome(job: TranslationDraftJob, languageName: string): string {
  if (job.status === 'queued' || job.status === 'running') {
    return job.total > 0
      ? `Drafting ${languageName}: ${job.drafted} of ${job.total} modules...`
      : `Drafting ${languageName}...`;
  }
  if (job.status === 'failed') {
    return `AI drafts for ${languageName} failed: ${job.failure ?? 'unknown error'}`;
  }
  if (job.writer === 'offline') {
    return noAiWriterMessage(languageName);
  }
  return job.drafted === 0
    ? `Nothing to draft: every module has ${languageName} text or a draft by a person.`
    : `${job.drafted} ${languageName} ${job.drafted === 1 ? 'draft' : 'drafts'} written: review and approve them.`;
}

/** Whether `language` is one the catalogue is translated into. */
export const isTranslatedLanguage = (language: unknown): language is TranslatedLanguage =>
  isPortalLanguage(language) && language !== SOURCE_LANGUAGE;
