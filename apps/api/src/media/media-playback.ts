import {
  LANGUAGE_NATIVE_NAMES,
  PORTAL_LANGUAGES,
  type CaptionTrack,
  type MediaPlayback,
  type MediaRendition,
  type PortalLanguage,
} from '@retainly/domain';
import type { MediaStorage } from '@retainly/media';

/** One stored captions file of a media item (media_captions). */
export interface StoredCaptions {
  language: PortalLanguage;
  key: string;
}

/** The columns a player needs, from any query that joins media_items. */
export interface PlayableMedia {
  renditions: MediaRendition[] | null;
  poster_key: string | null;
  /** Every language's captions (an empty list without any, or without an item). */
  captions: StoredCaptions[] | null;
  duration_seconds: number | null;
}

/** media_captions of the item under `alias`, as a JSON list (a few rows by primary key). */
export const captionsColumn = (alias: string) =>
  `(SELECT coalesce(json_agg(json_build_object('language', c.language, 'key', c.captions_key)),
            '[]') FROM media_captions c WHERE c.media_id = ${alias}.id) AS captions`;

/** Those columns from media_items under `alias`, for a query of one's own (a LEFT JOIN gives nulls). */
export const playableColumns = (alias: string) =>
  `${alias}.renditions, ${alias}.poster_key, ${captionsColumn(alias)},
   ${alias}.duration_seconds::float8 AS duration_seconds`;

/** Captions in PORTAL_LANGUAGES order, so every player lists them alike. */
export const captionLanguagesOf = (captions: StoredCaptions[] | null): PortalLanguage[] =>
  PORTAL_LANGUAGES.filter((language) => captions?.some((c) => c.language === language));

/**
 * What a player plays: one MP4 per rendition, best first, poster and a captions track per
 * language, each at the storage's playback URL (the api's /media path, or a presigned S3 GET).
 * Null without renditions.
 */
export async function mediaPlayback(
  storage: MediaStorage,
  media: PlayableMedia,
): Promise<MediaPlayback | null> {
  if (!media.renditions?.length) return null;
  const best = [...media.renditions].sort((a, b) => b.height - a.height);
  const [sources, poster, captions] = await Promise.all([
    Promise.all(
      best.map(async ({ key, height }) => ({
        src: await storage.playbackUrl(key),
        type: 'video/mp4' as const,
        height,
      })),
    ),
    media.poster_key ? storage.playbackUrl(media.poster_key) : null,
    Promise.all(
      captionLanguagesOf(media.captions).map(async (language): Promise<CaptionTrack> => ({
        src: await storage.playbackUrl(media.captions!.find((c) => c.language === language)!.key),
        label: LANGUAGE_NATIVE_NAMES[language],
        language,
      })),
    ),
  ]);
  return { sources, poster, captions, durationSeconds: media.duration_seconds ?? 0 };
}
