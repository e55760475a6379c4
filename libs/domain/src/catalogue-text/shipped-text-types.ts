import type { TRANSLATED_LANGUAGES } from '../languages';
import type { VIDEO_CATALOGUE, VideoCategoryId } from '../video-catalogue';

type CatalogueEntry = (typeof VIDEO_CATALOGUE)[number];

/** 'categoryId/moduleId' of every module in VIDEO_CATALOGUE, so a language cannot miss one. */
export type CatalogueModuleKey = CatalogueEntry extends infer Entry
  ? Entry extends { categoryId: infer C extends string; moduleId: infer M extends string }
    ? `${C}/${M}`
    : never
  : never;

/** One catalogue module in one language, as we ship it. */
export interface ShippedModuleText {
  readonly title: string;
  readonly description: string;
  /**
   * The sample video's point slides, one caption cue each, in the order and number of the
   * English ones (bulletPoints of the English description); the title cue is the title.
   */
  readonly slides: readonly string[];
}

/** The catalogue in one language: category headings (as the portal's catalogue) and modules. */
export interface ShippedCatalogueText {
  readonly categories: Readonly<Record<VideoCategoryId, string>>;
  readonly modules: Readonly<Record<CatalogueModuleKey, ShippedModuleText>>;
}

export type ShippedLanguage = (typeof TRANSLATED_LANGUAGES)[number];
