import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import {
  PLAYBACK_REPORTING_PROVIDERS,
  videoEmbedOf,
  youtubeThumbnailUrl,
  type VideoEmbed,
} from '@retainly/domain';

/**
 * Every origin a portal page loads players or stills from, for the CSP: the players, YouTube's
 * stills, and the oEmbed's own origin (a local stand-in serves its stills there in tests).
 */
export const externalPlayerOrigins = (config: AppConfig): string[] =>
  [
    config.YOUTUBE_EMBED_ORIGIN,
    config.VIMEO_EMBED_ORIGIN,
    config.YOUTUBE_THUMBNAIL_ORIGIN,
    config.VIMEO_OEMBED_URL,
  ].map((url) => new URL(url).origin);

/** Vimeo's oEmbed may be slow or down: a lookup gives up after this. */
const OEMBED_TIMEOUT_MS = 3_000;

/**
 * YouTube and Vimeo players, whose playback the portal measures: where they are loaded from
 * (YOUTUBE_EMBED_ORIGIN, VIMEO_EMBED_ORIGIN) and their stills. YouTube's still is
 * a URL by id (YOUTUBE_THUMBNAIL_ORIGIN). Vimeo's comes from its oEmbed (VIMEO_OEMBED_URL):
 * read from embed_thumbnails, and looked up in the background when missing, so a portal page
 * never waits on Vimeo (the next load shows it).
 */
@Injectable()
export class ExternalPlayers {
  private readonly logger = new Logger(ExternalPlayers.name);
  private readonly pending = new Set<string>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** A module URL's YouTube or Vimeo embed, from the configured origin; null for others. */
  embedOf(url: string | null): VideoEmbed | null {
    const embed = url ? videoEmbedOf(url) : null;
    if (!embed || !PLAYBACK_REPORTING_PROVIDERS.has(embed.provider)) return null;
    const origin =
      embed.provider === 'youtube'
        ? this.config.YOUTUBE_EMBED_ORIGIN
        : this.config.VIMEO_EMBED_ORIGIN;
    return videoEmbedOf(url!, origin);
  }

  /** Each embed's still, by embed URL (null where there is none yet). */
  async stillsOf(embeds: readonly VideoEmbed[]): Promise<Map<string, string | null>> {
    const stills = new Map<string, string | null>();
    const vimeo = embeds.filter((embed) => embed.provider === 'vimeo').map((embed) => embed.id);
    const known = new Map<string, { url: string | null; stale: boolean }>();
    if (vimeo.length > 0) {
      const rows: { video_id: string; thumbnail_url: string | null; stale: boolean }[] =
        await this.db.query(
          `SELECT video_id, thumbnail_url,
                  thumbnail_url IS NULL AND fetched_at < now() - interval '1 day' AS stale
             FROM embed_thumbnails WHERE provider = 'vimeo' AND video_id = ANY($1::text[])`,
          [vimeo],
        );
      for (const row of rows) known.set(row.video_id, { url: row.thumbnail_url, stale: row.stale });
    }
    for (const embed of embeds) {
      if (embed.provider === 'youtube') {
        stills.set(
          embed.embedUrl,
          youtubeThumbnailUrl(embed.id, this.config.YOUTUBE_THUMBNAIL_ORIGIN),
        );
      } else if (embed.provider === 'vimeo') {
        const row = known.get(embed.id);
        stills.set(embed.embedUrl, row?.url ?? null);
        if (!row || row.stale) this.lookUp(embed);
      }
    }
    return stills;
  }

  /** One oEmbed lookup per video at a time in this process; the result (or its failure) kept. */
  private lookUp(embed: VideoEmbed): void {
    if (this.pending.has(embed.id)) return;
    this.pending.add(embed.id);
    void this.fetchThumbnail(embed)
      .then((url) =>
        this.db.query(
          `INSERT INTO embed_thumbnails (provider, video_id, thumbnail_url) VALUES ('vimeo', $1, $2)
           ON CONFLICT (provider, video_id)
           DO UPDATE SET thumbnail_url = excluded.thumbnail_url, fetched_at = now()`,
          [embed.id, url],
        ),
      )
      .catch((error: unknown) =>
        this.logger.warn({ err: error, video: embed.id }, 'Vimeo still not kept'),
      )
      .finally(() => this.pending.delete(embed.id));
  }

  private async fetchThumbnail(embed: VideoEmbed): Promise<string | null> {
    const lookup = new URL(this.config.VIMEO_OEMBED_URL);
    lookup.searchParams.set('url', `https://vimeo.com/${embed.id}`);
    try {
      const response = await fetch(lookup, { signal: AbortSignal.timeout(OEMBED_TIMEOUT_MS) });
      if (!response.ok) return null;
      const body = (await response.json()) as { thumbnail_url?: unknown };
      const url = typeof body.thumbnail_url === 'string' ? body.thumbnail_url : null;
      return url && /^https?:\/\//.test(url) ? url : null;
    } catch {
      return null;
    }
  }
}
