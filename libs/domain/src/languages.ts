/**
 * The languages a client portal speaks (issue #19). English is the source: catalogue text,
 * captions and messages fall back to it when a translation is missing or not yet approved.
 */
export const PORTAL_LANGUAGES = ['en', 'es', 'pt-BR', 'fr', 'de', 'it'] as const;
export type PortalLanguage = (typeof PORTAL_LANGUAGES)[number];

export const SOURCE_LANGUAGE: PortalLanguage = 'en';

/** Translated languages: the ones operators translate the catalogue into. */
export const TRANSLATED_LANGUAGES = PORTAL_LANGUAGES.filter(
  (language): language is Exclude<PortalLanguage, 'en'> => language !== SOURCE_LANGUAGE,
);

/** Each language's own name, as a language switch shows it. */
export const LANGUAGE_NATIVE_NAMES: Record<PortalLanguage, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
};

/** Each language's name in English, as the console and the agency's tools show it. */
export const LANGUAGE_ENGLISH_NAMES: Record<PortalLanguage, string> = {
  en: 'English',
  es: 'Spanish',
  'pt-BR': 'Portuguese (Brazil)',
  fr: 'French',
  de: 'German',
  it: 'Italian',
};

export function isPortalLanguage(value: unknown): value is PortalLanguage {
  return typeof value === 'string' && (PORTAL_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The portal language closest to a BCP 47 tag ('es-MX' → 'es', 'pt' or 'pt-PT' → 'pt-BR',
 * 'de-AT' → 'de'), or null when we do not speak it. Case-insensitive.
 */
export function matchPortalLanguage(tag: string | null | undefined): PortalLanguage | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase();
  const exact = PORTAL_LANGUAGES.find((language) => language.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split(/[-_]/)[0];
  if (base === 'pt') return 'pt-BR';
  return PORTAL_LANGUAGES.find((language) => language === base) ?? null;
}

/**
 * The portal language a browser asks for (`navigator.languages`, most wanted first): the first
 * tag that matches one of the `offered` languages ('es-ES' → 'es', 'de-DE' → 'de'), or null when
 * none does. A later tag never beats an earlier one, even when the earlier matches only by its
 * base language.
 */
export function preferredPortalLanguage(
  browserTags: readonly string[],
  offered: readonly PortalLanguage[],
): PortalLanguage | null {
  for (const tag of browserTags) {
    const language = matchPortalLanguage(tag);
    if (language && offered.includes(language)) return language;
  }
  return null;
}
