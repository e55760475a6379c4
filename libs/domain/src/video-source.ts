import type { MediaPlayback } from './media';

/**
 * What a player should play for a video (issue #16): a hosted, processed file when there is
 * one, else the external URL an operator or agency pasted: YouTube, Vimeo and Loom become their
 * privacy-friendly embeds, anything else is played as a direct file. Pure, so the portal and the public site
 * decide the same way and it is unit-tested.
 */

export type EmbedProvider = 'youtube' | 'vimeo' | 'loom';

/**
 * Providers whose player reports playback over postMessage (the YouTube IFrame API, the Vimeo
 * Player): their time goes through verified heartbeats. Loom's does not: a click reports it.
 */
export const PLAYBACK_REPORTING_PROVIDERS: ReadonlySet<EmbedProvider> = new Set([
  'youtube',
  'vimeo',
]);

/** Whether the module's external URL plays in a player that reports what was watched. */
export const playerReportsPlayback = (url: string | null | undefined): boolean => {
  const embed = url ? videoEmbedOf(url) : null;
  return embed !== null && PLAYBACK_REPORTING_PROVIDERS.has(embed.provider);
};

export interface VideoEmbed {
  provider: EmbedProvider;
  id: string;
  /**
   * The iframe's src: youtube-nocookie.com, player.vimeo.com with do-not-track, or Loom's embed
   * without its owner, share and title bars. Always carries a query (players append to it).
   */
  embedUrl: string;
}

export type VideoSource =
  | {
      kind: 'file';
      src: string;
      poster: string | null;
      captions: MediaPlayback['captions'];
    }
  | { kind: 'embed'; embed: VideoEmbed; poster: string | null };

/** The rendition played by default: a fast first frame matters more than 1080p on a laptop. */
export const DEFAULT_PLAYBACK_HEIGHT = 720;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
/** A Loom video id, alone or at the end of a share link's title slug. */
const LOOM_ID = /(?:^|-)([0-9a-f]{32})$/i;
const LOOM_HOSTS = new Set(['loom.com', 'share.loom.com']);
/** Loom's embed options that leave only the video: no owner, share button or title bar. */
const LOOM_BARE = 'hide_owner=true&hide_share=true&hide_title=true&hideEmbedTopBar=true';
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
]);
/** Paths that carry the id as their second segment: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const YOUTUBE_ID_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

function parseUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** `90`, `90s`, `1m30s` or `1h2m3s` as whole seconds; anything else is no start time. */
function startSeconds(value: string | null): number {
  if (!value) return 0;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match) return 0;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

function youtubeId(url: URL, host: string): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return segments[0] ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (segments[0] === 'watch') return url.searchParams.get('v');
  if (segments.length >= 2 && YOUTUBE_ID_PATHS.has(segments[0])) return segments[1];
  return null;
}

function youtubeEmbed(url: URL, host: string): VideoEmbed | null {
  const id = youtubeId(url, host);
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  const query = new URLSearchParams({ rel: '0' });
  if (start > 0) query.set('start', String(start));
  return {
    provider: 'youtube',
    id,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}?${query}`,
  };
}

function vimeoEmbed(url: URL, host: string): VideoEmbed | null {
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash: string | null = url.searchParams.get('h');
  if (host === 'player.vimeo.com') {
    if (segments[0] !== 'video') return null;
    id = segments[1];
  } else if (host === 'vimeo.com') {
    // vimeo.com/ID, vimeo.com/ID/HASH (unlisted), vimeo.com/channels/x/ID, groups/x/videos/ID
    const at = segments.findIndex((segment) => VIMEO_ID.test(segment));
    if (at < 0) return null;
    id = segments[at];
    const next = segments[at + 1];
    if (!hash && next && VIMEO_HASH.test(next)) hash = next;
  } else {
    return null;
  }
  if (!id || !VIMEO_ID.test(id)) return null;
  const query = new URLSearchParams({ dnt: '1' });
  if (hash && VIMEO_HASH.test(hash)) query.set('h', hash);
  return {
    provider: 'vimeo',
    id,
    embedUrl: `https://player.vimeo.com/video/${id}?${query}`,
  };
}

/** loom.com/share/<id> (or <title-slug>-<id>) and loom.com/embed/<id>. */
function loomEmbed(url: URL, host: string): VideoEmbed | null {
  if (!LOOM_HOSTS.has(host)) return null;
  const [kind, slug, ...rest] = url.pathname.split('/').filter(Boolean);
  if ((kind !== 'share' && kind !== 'embed') || !slug || rest.length > 0) return null;
  const id = LOOM_ID.exec(slug)?.[1]?.toLowerCase();
  if (!id) return null;
  return { provider: 'loom', id, embedUrl: `https://www.loom.com/embed/${id}?${LOOM_BARE}` };
}

/**
 * A YouTube, Vimeo or Loom page or embed URL as its privacy-friendly embed; null for anything
 * else.
 */
export function videoEmbedOf(value: string, playerOrigin?: string | null): VideoEmbed | null {
  const url = parseUrl(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const embed = youtubeEmbed(url, host) ?? vimeoEmbed(url, host) ?? loomEmbed(url, host);
  return embed && playerOrigin ? withPlayerOrigin(embed, playerOrigin) : embed;
}

/** The embed served from the configured player origin (YOUTUBE/VIMEO_EMBED_ORIGIN; tests). */
function withPlayerOrigin(embed: VideoEmbed, origin: string): VideoEmbed {
  if (!PLAYBACK_REPORTING_PROVIDERS.has(embed.provider)) return embed;
  const url = new URL(embed.embedUrl);
  return { ...embed, embedUrl: `${origin.replace(/\/$/, '')}${url.pathname}${url.search}` };
}

/** YouTube's still for a video, from `thumbnailOrigin` (YOUTUBE_THUMBNAIL_ORIGIN). */
export const youtubeThumbnailUrl = (id: string, thumbnailOrigin: string): string =>
  `${thumbnailOrigin.replace(/\/$/, '')}/vi/${id}/hqdefault.jpg`;

/**
 * The source to play first: the tallest at or under 720p (a quick start), else the smallest.
 * `sources` come best-first from the api, but this does not rely on the order.
 */
export function defaultPlaybackSource<S extends { height: number }>(
  sources: readonly S[],
): S | null {
  const byHeight = [...sources].sort((a, b) => b.height - a.height);
  return byHeight.find((s) => s.height <= DEFAULT_PLAYBACK_HEIGHT) ?? byHeight.at(-1) ?? null;
}

/**
 * What to play: hosted media first, then the external URL; null when there is neither (the
 * 'coming soon' placeholder). `poster` is the operator's still for an external URL.
 */
export function videoSourceOf(
  media: MediaPlayback | null | undefined,
  url: string | null | undefined,
  poster: string | null = null,
  /** Where the portal loads YouTube or Vimeo players from (the api's configured origin). */
  playerOrigin: string | null = null,
): VideoSource | null {
  const hosted = media && defaultPlaybackSource(media.sources);
  if (media && hosted) {
    return {
      kind: 'file',
      src: hosted.src,
      poster: media.poster ?? poster,
      captions: media.captions,
    };
  }
  const external = url?.trim();
  if (!external) return null;
  const embed = videoEmbedOf(external, playerOrigin);
  if (embed) return { kind: 'embed', embed, poster };
  return { kind: 'file', src: external, poster, captions: [] };
}
