import type { CrmRoute } from './crm-help';
import type { MediaStatus } from './media';
import type { PortalLanguage } from './languages';
import { videoEmbedOf, type VideoEmbed } from './video-source';

/**
 * The agency's own onboarding modules (issue #17, ADVANCED plan): an uploaded video (through
 * the media pipeline, owned by the agency, counted against its quota) or a YouTube, Vimeo or
 * Loom link. A module lives in the agency's library and appears in any of its versions, at a
 * position among the catalogue's modules. Api: /api/onboarding/modules...
 */

export const AGENCY_MODULE_TITLE_MAX = 120;
export const AGENCY_MODULE_DESCRIPTION_MAX = 1000;
export const OWN_CATEGORY_MAX = 60;
export const AGENCY_VIDEO_LINK_MAX = 2000;
export const AGENCY_VIDEO_LINK_MESSAGE = 'Paste a YouTube, Vimeo or Loom link (https://...).';

/**
 * The embed of a link an agency may use for a module: an https YouTube, Vimeo or Loom video of
 * at most AGENCY_VIDEO_LINK_MAX characters; null for anything else. The one rule for such links:
 * the api checks what it stores with it, the editor what it will send (normalizeVideoLink).
 */
export function agencyVideoEmbedOf(value: string): VideoEmbed | null {
  const link = value.trim();
  if (!link.startsWith('https://') || link.length > AGENCY_VIDEO_LINK_MAX) return null;
  return videoEmbedOf(link);
}

/** Whether an agency may use this link for a module (see agencyVideoEmbedOf). */
export function isAgencyVideoLink(value: string): boolean {
  return agencyVideoEmbedOf(value) !== null;
}

/** The upload of a module's video, as the Advanced Mode editor polls it. */
export interface AgencyModuleMedia {
  id: string;
  status: MediaStatus;
  progress: number;
  failure: string | null;
  sourceName: string;
  sourceBytes: number;
}

export interface AgencyModule {
  id: string;
  title: string;
  description: string;
  /** A catalogue category id, or null when the module is in a category of the agency's own. */
  categoryId: string | null;
  ownCategory: string | null;
  /** A YouTube, Vimeo or Loom link, when the module is not an upload. */
  videoUrl: string | null;
  /** The link's length as the agency gave it, in seconds (null: not given, none shown). */
  lengthSeconds: number | null;
  /** The newest upload (ready, or still on its way), or null. */
  media: AgencyModuleMedia | null;
  /** Languages its video has captions in (issue #19), in PORTAL_LANGUAGES order. */
  captionLanguages: PortalLanguage[];
  /** The agency's versions that show it. */
  versionIds: string[];
  /** The CRM pages whose help panel shows it first (CRM_ROUTES). */
  helpRoutes: CrmRoute[];
  createdAt: string;
}

/** An upload on its way: it holds the bytes it has received so far, not its whole size. */
export interface UnfinishedUpload {
  /** The media item's id, also its tus URL's last segment (/api/uploads/<id>). */
  id: string;
  moduleId: string;
  filename: string;
  receivedBytes: number;
  sizeBytes: number;
}

/**
 * What holds an agency's storage: finished videos (their whole size, until replaced or deleted)
 * and unfinished uploads (what each has received). `usedBytes` is the sum of both.
 */
export interface MediaQuotaUse {
  usedBytes: number;
  allowanceBytes: number;
  videos: { count: number; bytes: number };
  unfinishedUploads: UnfinishedUpload[];
}

/** GET /api/onboarding/modules: the library, the quota and the agency's own categories. */
export interface AgencyModuleLibrary {
  modules: AgencyModule[];
  quota: MediaQuotaUse;
  ownCategories: string[];
}

/** POST /api/onboarding/modules and PATCH /api/onboarding/modules/:id. */
export interface AgencyModuleInput {
  title: string;
  description: string;
  /** Exactly one of categoryId (a catalogue category) and ownCategory (a title of its own). */
  categoryId?: string | null;
  ownCategory?: string | null;
  videoUrl?: string | null;
  /** A linked video's length in seconds (1 to 86400), shown to clients; null: unknown. */
  lengthSeconds?: number | null;
  /** The CRM pages whose help panel shows it (CRM_ROUTES); left out on PATCH: unchanged. */
  helpRoutes?: CrmRoute[];
}

/**
 * PUT /api/onboarding/versions/:versionId/modules/:moduleId: adds the module to the version or
 * moves it; `after` names the module (catalogue `category/module` key or `custom/<id>`) it goes
 * after, null for the very top.
 */
export interface VersionModulePlacement {
  after: string | null;
  isVisible?: boolean;
}
