import type { MediaPlayback, MediaRendition } from '@retainly/domain';
import type { MediaStorage } from '@retainly/media';

/** The columns a player needs, from any query that joins media_items. */
export interface PlayableMedia {
  renditions: MediaRendition[] | null;
  poster_key: string | null;
  captions_key: string | null;
  duration_seconds: number | null;
}

/** Those columns from media_items under `alias`, for a query of one's own (a LEFT JOIN gives nulls). */
export const playableColumns = (alias: string) =>
  `${alias}.renditions, ${alias}.poster_key, ${alias}.captions_key,
   ${alias}.duration_seconds::float8 AS duration_seconds`;

/** Our captions are the videos' own language; translations come with the languages issue. */
const CAPTIONS_TRACK = { label: 'English', language: 'en' };

/**
 * What a player plays: one MP4 per rendition, best first, poster and captions, each at the
 * storage's playback URL (the api's /media path, or a presigned S3 GET). Null without renditions.
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
    media.captions_key ? storage.playbackUrl(media.captions_key) : null,
  ]);
  return {
    sources,
    poster,
    captions: captions ? { src: captions, ...CAPTIONS_TRACK } : null,
    durationSeconds: media.duration_seconds ?? 0,
  };
}
