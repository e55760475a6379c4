import type OpenAI from 'openai';
import {
  LANGUAGE_ENGLISH_NAMES,
  TRANSLATION_LIMITS,
  type TranslatedLanguage,
} from '@retainly/domain';
import { asWriterFailure, type ModelSettings } from './openai-offer-writer';
import { WRITER_FAILURES, WriterFailure } from './writer-failure';

/** One catalogue module's English text, keyed 'category/module'. */
export interface SourceText {
  key: string;
  title: string;
  description: string;
}

/** The structured answer: a title and description per module key. */
export const TRANSLATIONS_SCHEMA_NAME = 'catalogue_translations';
const TRANSLATIONS_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['translations'],
  properties: {
    translations: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'title', 'description'],
        properties: {
          key: { type: 'string' },
          title: { type: 'string' },
          description: { type: 'string' },
        },
      },
    },
  },
} as const;

const SYSTEM_PROMPT = `You translate the titles and descriptions of short onboarding videos. \
The videos teach the clients of marketing agencies (local businesses) how to use their CRM: \
contacts, conversations, calendars, opportunities, payments, automations.

Rules:
- Translate from English into the language you are given, for a business owner: plain, friendly, \
the formal or informal address usual for software in that language.
- Keep the meaning and the length close to the English; a title at most ${TRANSLATION_LIMITS.titleMax} \
characters, a description at most ${TRANSLATION_LIMITS.descriptionMax}.
- Keep names of buttons and menu items recognisable; keep product and brand names as they are.
- Return every module once, with its key unchanged.

Answer with JSON only: {"translations": [{"key", "title", "description"}]}.`;

/** The chat messages for one batch; the English is fenced so it reads as data, not orders. */
export function translationMessages(language: TranslatedLanguage, modules: SourceText[]) {
  const user = [
    `Translate into <language>${LANGUAGE_ENGLISH_NAMES[language]} (${language})</language>.`,
    `<modules>\n${JSON.stringify(modules)}\n</modules>`,
  ].join('\n\n');
  return [
    { role: 'system' as const, content: SYSTEM_PROMPT },
    { role: 'user' as const, content: user },
  ];
}

/** One request for one batch of modules: their drafts, only for keys asked about. */
export async function writeOpenAiTranslations(
  client: OpenAI,
  { model, timeoutMs }: ModelSettings,
  language: TranslatedLanguage,
  modules: SourceText[],
): Promise<SourceText[]> {
  const completion = await client.chat.completions
    .create(
      {
        model,
        messages: translationMessages(language, modules),
        response_format: {
          type: 'json_schema',
          json_schema: {
            name: TRANSLATIONS_SCHEMA_NAME,
            strict: true,
            schema: TRANSLATIONS_JSON_SCHEMA,
          },
        },
      },
      { signal: AbortSignal.timeout(timeoutMs) },
    )
    .catch((error: unknown) => {
      throw asWriterFailure(error);
    });
  const message = completion.choices[0]?.message;
  if (message?.refusal) {
    throw new WriterFailure(
      false,
      WRITER_FAILURES.unavailable,
      `Model refused: ${message.refusal}`,
    );
  }
  const drafts = parseTranslations(message?.content, modules);
  if (drafts.length === 0) {
    const preview = (message?.content ?? '(no content)').slice(0, 200);
    throw new WriterFailure(true, WRITER_FAILURES.unusableAnswer, `Unusable answer: ${preview}`);
  }
  return drafts;
}

/** The usable drafts of an answer: known keys, a title, both within the catalogue's limits. */
export function parseTranslations(text: string | null | undefined, asked: SourceText[]) {
  let answer: unknown;
  try {
    answer = text ? JSON.parse(text) : null;
  } catch {
    return [];
  }
  const items = (answer as { translations?: unknown })?.translations;
  if (!Array.isArray(items)) return [];
  const keys = new Set(asked.map((module) => module.key));
  const drafts = new Map<string, SourceText>();
  for (const item of items as Partial<Record<keyof SourceText, unknown>>[]) {
    const { key, title, description } = item ?? {};
    if (typeof key !== 'string' || !keys.has(key) || typeof title !== 'string') continue;
    const cleanTitle = title.trim().slice(0, TRANSLATION_LIMITS.titleMax);
    if (!cleanTitle) continue;
    const cleanDescription =
      typeof description === 'string'
        ? description.trim().slice(0, TRANSLATION_LIMITS.descriptionMax)
        : '';
    drafts.set(key, { key, title: cleanTitle, description: cleanDescription });
  }
  return [...drafts.values()];
}
