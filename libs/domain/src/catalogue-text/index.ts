import { VIDEO_CATALOGUE } from '../video-catalogue';
import { DE } from './de';
import { ES } from './es';
import { FR } from './fr';
import { IT } from './it';
import { PT_BR } from './pt-br';
import type {
  CatalogueModuleKey,
  ShippedCatalogueText,
  ShippedLanguage,
  ShippedModuleText,
} from './shipped-text-types';

export type { CatalogueModuleKey, ShippedCatalogueText, ShippedModuleText };

/** A catalogue entry's key; each entry's pair is one of CatalogueModuleKey by construction. */
const keyOf = (video: (typeof VIDEO_CATALOGUE)[number]) =>
  `${video.categoryId}/${video.moduleId}` as CatalogueModuleKey;

/**
 * The 22 catalogue modules in every translated portal language (issue #32): titles,
 * descriptions and the sample videos' caption text, written for native readers. They translate
 * VIDEO_CATALOGUE's English as it is now; a module whose English was changed since gets none.
 */
export const SHIPPED_CATALOGUE_TEXT: Readonly<Record<ShippedLanguage, ShippedCatalogueText>> = {
  es: ES,
  'pt-BR': PT_BR,
  fr: FR,
  de: DE,
  it: IT,
};

/** One shipped translation row: the English it translates beside the translation. */
export interface ShippedTranslationRow {
  categoryId: string;
  moduleId: string;
  language: ShippedLanguage;
  englishTitle: string;
  englishDescription: string;
  title: string;
  description: string;
}

/** Every module in every shipped language, with the English each one translates. */
export function shippedTranslationRows(): ShippedTranslationRow[] {
  return Object.entries(SHIPPED_CATALOGUE_TEXT).flatMap(([language, text]) =>
    VIDEO_CATALOGUE.map((video) => {
      const shipped = text.modules[keyOf(video)];
      return {
        categoryId: video.categoryId,
        moduleId: video.moduleId,
        language: language as ShippedLanguage,
        englishTitle: video.title,
        englishDescription: video.description,
        title: shipped.title,
        description: shipped.description,
      };
    }),
  );
}

/**
 * A module's shipped text in `language`, when `english` is still the English it translates
 * (else null: an edited module would get words that no longer match it).
 */
export function shippedModuleText(
  language: ShippedLanguage,
  module: { categoryId: string; moduleId: string; title: string; description: string },
): (ShippedModuleText & { category: string }) | null {
  const video = VIDEO_CATALOGUE.find(
    (entry) => entry.categoryId === module.categoryId && entry.moduleId === module.moduleId,
  );
  if (!video || video.title !== module.title || video.description !== module.description) {
    return null;
  }
  const text = SHIPPED_CATALOGUE_TEXT[language];
  return {
    ...text.modules[keyOf(video)],
    category: text.categories[video.categoryId],
  };
}
