import {
  AGENCY_MODULE_DESCRIPTION_MAX,
  AGENCY_MODULE_TITLE_MAX,
  agencyVideoEmbedOf,
  OWN_CATEGORY_MAX,
  type AgencyModuleInput,
} from './agency-modules';
import { VIDEO_CATEGORIES } from './video-catalogue';
import type { EmbedProvider } from './video-source';
import { OWN_CATEGORY_PREFIX } from './module-progress';
import type { CrmRoute } from './crm-help';
import { parseVideoLength, VIDEO_LENGTH_MESSAGE } from './module-length';

/**
 * The Advanced Mode form for an agency's own module (issue #17), checked before anything is
 * sent so a mistake is named beside its field and nothing typed is lost; the api checks again.
 */

/** The category select's value for 'New category…' (others: a catalogue id or 'own:<title>'). */
export const NEW_CATEGORY = 'new';

export interface AgencyModuleDraft {
  title: string;
  description: string;
  /** A catalogue category id, 'own:<title>', or NEW_CATEGORY. */
  category: string;
  newCategory: string;
  source: 'upload' | 'link';
  videoUrl: string;
  /** A linked video's length as typed (`4:30`); optional, blank: unknown. */
  length: string;
  /** The chosen file's size, when uploading (null: none chosen yet). */
  fileBytes: number | null;
  /** The CRM pages whose help panel shows it first. */
  helpRoutes: CrmRoute[];
}

export type AgencyModuleDraftField =
  'title' | 'description' | 'category' | 'newCategory' | 'videoUrl' | 'length' | 'file';
export type AgencyModuleDraftErrors = Partial<Record<AgencyModuleDraftField, string>>;

/**
 * A pasted link as the https address to store, when it is a YouTube, Vimeo or Loom video;
 * a missing scheme or plain http is made https. Null for anything else. What it returns is
 * what the api takes (agencyVideoEmbedOf is the rule for both).
 */
export function normalizeVideoLink(value: string): { url: string; provider: EmbedProvider } | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.protocol = 'https:';
  const embed = agencyVideoEmbedOf(url.href);
  return embed ? { url: url.href, provider: embed.provider } : null;
}

export const VIDEO_LINK_HINT = 'Paste a YouTube, Vimeo or Loom link to the video.';

/** The category a draft names, as the api takes it: a catalogue id, or a title of its own. */
function categoryOf(
  draft: AgencyModuleDraft,
): Pick<AgencyModuleInput, 'categoryId' | 'ownCategory'> {
  if (draft.category === NEW_CATEGORY)
    return { categoryId: null, ownCategory: draft.newCategory.trim() };
  if (draft.category.startsWith(OWN_CATEGORY_PREFIX)) {
    return { categoryId: null, ownCategory: draft.category.slice(OWN_CATEGORY_PREFIX.length) };
  }
  return { categoryId: draft.category, ownCategory: null };
}

/** The display category ('own:<title>' or a catalogue id) a module is shown under. */
export function agencyModuleDisplayCategory({
  categoryId,
  ownCategory,
}: Pick<AgencyModuleInput, 'categoryId' | 'ownCategory'>): string {
  return categoryId ?? `${OWN_CATEGORY_PREFIX}${ownCategory ?? ''}`;
}

/** The display category the draft's module will be shown under. */
export function draftDisplayCategory(draft: AgencyModuleDraft): string {
  return agencyModuleDisplayCategory(categoryOf(draft));
}

/** What a 'New category…' name should use instead when it is already a category (any case). */
function existingCategory(name: string, ownCategories: readonly string[]): string | null {
  const wanted = name.trim().toLowerCase();
  const catalogue = VIDEO_CATEGORIES.find((c) => c.title.toLowerCase() === wanted);
  if (catalogue) return catalogue.id;
  const own = ownCategories.find((c) => c.toLowerCase() === wanted);
  return own === undefined ? null : `${OWN_CATEGORY_PREFIX}${own}`;
}

/** The draft with a new category that already exists replaced by that category. */
export function resolveNewCategory(
  draft: AgencyModuleDraft,
  ownCategories: readonly string[],
): AgencyModuleDraft {
  if (draft.category !== NEW_CATEGORY) return draft;
  const existing = existingCategory(draft.newCategory, ownCategories);
  return existing ? { ...draft, category: existing, newCategory: '' } : draft;
}

/**
 * The problems with a draft, by field (empty when it can be sent). `remainingBytes` is what is
 * left of the agency's storage, so a file that cannot fit is named before anything is created;
 * `requireVideo` is false when editing (the video is kept unless replaced).
 */
export function agencyModuleDraftErrors(
  draft: AgencyModuleDraft,
  {
    remainingBytes,
    requireVideo = true,
  }: { remainingBytes: number | null; requireVideo?: boolean },
): AgencyModuleDraftErrors {
  const errors: AgencyModuleDraftErrors = {};
  const title = draft.title.trim();
  if (!title) errors.title = 'Enter a title.';
  else if (title.length > AGENCY_MODULE_TITLE_MAX) {
    errors.title = `Keep the title to ${AGENCY_MODULE_TITLE_MAX} characters.`;
  }
  if (draft.description.trim().length > AGENCY_MODULE_DESCRIPTION_MAX) {
    errors.description = `Keep the description to ${AGENCY_MODULE_DESCRIPTION_MAX} characters.`;
  }
  if (!draft.category) errors.category = 'Choose a category.';
  if (draft.category === NEW_CATEGORY) {
    const name = draft.newCategory.trim();
    if (!name) errors.newCategory = 'Name the new category.';
    else if (name.length > OWN_CATEGORY_MAX) {
      errors.newCategory = `Keep the category name to ${OWN_CATEGORY_MAX} characters.`;
    }
  }
  if (draft.source === 'link') {
    if (!draft.videoUrl.trim()) {
      if (requireVideo) errors.videoUrl = VIDEO_LINK_HINT;
    } else if (!normalizeVideoLink(draft.videoUrl)) {
      errors.videoUrl = `That is not a YouTube, Vimeo or Loom video link. ${VIDEO_LINK_HINT}`;
    }
    if (draft.length.trim() && parseVideoLength(draft.length) === null) {
      errors.length = VIDEO_LENGTH_MESSAGE;
    }
  } else if (draft.fileBytes === null) {
    if (requireVideo) errors.file = 'Choose a video file to upload.';
  } else if (draft.fileBytes === 0) {
    errors.file = 'This file is empty. Choose another one.';
  } else if (remainingBytes !== null && draft.fileBytes > remainingBytes) {
    errors.file = 'This file is larger than the storage you have left.';
  }
  return errors;
}

/** The body of POST or PATCH /api/onboarding/modules for a draft without errors. */
export function agencyModuleInputOf(draft: AgencyModuleDraft): AgencyModuleInput {
  const link = draft.source === 'link' ? normalizeVideoLink(draft.videoUrl) : null;
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    ...categoryOf(draft),
    ...(draft.source === 'link' && link
      ? { videoUrl: link.url, lengthSeconds: parseVideoLength(draft.length) }
      : {}),
    helpRoutes: draft.helpRoutes,
  };
}
