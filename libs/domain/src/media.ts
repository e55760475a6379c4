/**
 * Real onboarding videos (issue #16): the shapes the api, the worker and the console share.
 * A media item is one upload on its way to playable renditions; it becomes what its target
 * says (a catalogue module, the landing intro, the walkthrough) only once ready.
 */
import { SOURCE_LANGUAGE, type PortalLanguage } from './languages';

export const MEDIA_STATUSES = ['uploading', 'queued', 'processing', 'ready', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/**
 * An unfinished upload with no PATCH (bytes) for this long is taken as abandoned: the console stops
 * showing it as pending, though its client may still resume it.
 */
export const UPLOAD_ABANDONED_HOURS = 24;

/**
 * After this long without a PATCH the worker deletes an unfinished upload: its row (which gives an
 * agency its quota back) and what the tus store kept. A client resuming later starts again.
 */
export const UPLOAD_EXPIRY_DAYS = 7;

/**
 * An upload that has received no byte this long after it was created expires at the worker's
 * next hourly pass (issue #32: created and never sent, it would otherwise sit for
 * UPLOAD_EXPIRY_DAYS). It holds no quota meanwhile: the quota counts bytes received.
 */
export const UNSTARTED_UPLOAD_EXPIRY_MINUTES = 60;

/**
 * How long a replaced item (and its files) outlives its replacement before the worker deletes
 * it: a client already watching it keeps a signed URL for MEDIA_URL_TTL_SECONDS (an hour by
 * default) and a portal page open since may still ask for it.
 */
export const REPLACED_MEDIA_GRACE_HOURS = 24;

/** Statuses after which nothing changes by itself: the console stops polling. */
export const FINAL_MEDIA_STATUSES: readonly MediaStatus[] = ['ready', 'failed'];

/**
 * The site's own videos, each a `site_media.slot` and the target type of its uploads, in the
 * console's order: the landing intro, the Platform Walkthrough, /go's free e-mail marketing
 * tutorial, /switch's explainer and the landing page's transfer tutorial.
 */
export const SITE_VIDEO_SLOTS = [
  'landing_intro',
  'walkthrough',
  'free_email',
  'switch_explainer',
  'transfer_tutorial',
] as const;
export type SiteVideoSlot = (typeof SITE_VIDEO_SLOTS)[number];

/** Each slot's key in GET /api/site-media and /api/admin/site-media (and the site config's videos). */
export const SITE_VIDEO_KEYS = {
  landing_intro: 'landingIntro',
  walkthrough: 'walkthrough',
  free_email: 'freeEmail',
  switch_explainer: 'switchExplainer',
  transfer_tutorial: 'transferTutorial',
} as const satisfies Record<SiteVideoSlot, string>;
export type SiteVideoKey = (typeof SITE_VIDEO_KEYS)[SiteVideoSlot];

export const MEDIA_TARGET_TYPES = [
  'catalogue_module',
  ...SITE_VIDEO_SLOTS,
  'agency_module',
] as const;
export type MediaTargetType = (typeof MEDIA_TARGET_TYPES)[number];

/** What operators upload to; an agency uploads only to its own modules ('agency_module'). */
export const PLATFORM_TARGET_TYPES: readonly MediaTargetType[] = [
  'catalogue_module',
  ...SITE_VIDEO_SLOTS,
];

/**
 * What an item becomes when ready. `ref` is `<categoryId>/<moduleId>` for a catalogue module,
 * the module's id for an agency's own module, '' else.
 */
export interface MediaTarget {
  type: MediaTargetType;
  ref: string;
}

/** Renditions we write: 720p always, 1080p when the source has it. */
export const RENDITION_HEIGHTS = [720, 1080] as const;

export interface MediaRendition {
  height: number;
  width: number;
  key: string;
  bytes: number;
}

/** One media item as the console shows it (GET /api/admin/media/:id and the library). */
export interface AdminMediaItem {
  id: string;
  status: MediaStatus;
  /** 0-100 while processing (from ffmpeg's progress), 100 when ready. */
  progress: number;
  /** Why it failed, in words an operator can act on. */
  failure: string | null;
  isSample: boolean;
  sourceName: string;
  sourceBytes: number;
  durationSeconds: number | null;
  target: MediaTarget;
  /** Set once ready. */
  playback: MediaPlayback | null;
  hasCaptions: boolean;
  /** The languages it has captions in (issue #19), in PORTAL_LANGUAGES order. */
  captionLanguages: PortalLanguage[];
  createdAt: string;
  readyAt: string | null;
}

/** A captions track: `label` is the language's own name, `language` a PORTAL_LANGUAGES tag. */
export interface CaptionTrack {
  src: string;
  label: string;
  language: PortalLanguage;
}

/**
 * The track a player turns on by itself for a client reading `language`: the videos speak
 * English, so an English client gets none (captions stay a choice, as before), anyone else the
 * track in their language, or none when there is no such track.
 */
export function autoCaptionsLanguage(
  tracks: readonly CaptionTrack[],
  language: string | null | undefined,
): PortalLanguage | null {
  if (!language || language === SOURCE_LANGUAGE) return null;
  return tracks.find((track) => track.language === language)?.language ?? null;
}

/** Everything a player needs: one MP4 source per rendition (best first), poster, captions. */
export interface MediaPlayback {
  sources: { src: string; type: 'video/mp4'; height: number }[];
  poster: string | null;
  /** One WebVTT track per language (in PORTAL_LANGUAGES order); empty when there are none. */
  captions: CaptionTrack[];
  durationSeconds: number;
}

/** tus Upload-Metadata keys the console sends with every upload. */
export interface UploadMetadata {
  filename: string;
  targetType: MediaTargetType;
  targetRef: string;
}

export const UPLOAD_PATH = '/api/uploads';

/** GET /api/site-media: each site video slot's hosted video, when an operator (or the samples) gave one. */
export type SiteMedia = Record<SiteVideoKey, MediaPlayback | null>;

/** The console's view of every site video slot (GET /api/admin/site-media). */
export type AdminSiteMedia = Record<
  SiteVideoKey,
  { media: AdminMediaItem | null; pendingMedia: AdminMediaItem | null }
>;

/**
 * What an agency's own uploads may take in total by default (source bytes; failed uploads give
 * theirs back): AGENCY_MEDIA_QUOTA_GB changes it. The platform's media (operators' uploads,
 * samples) has no limit. Checked by the api's MediaQuota when an upload is created.
 */
export const AGENCY_MEDIA_QUOTA_BYTES = 5 * 1024 ** 3;
