import { useState } from 'react';
import { videoSourceOf, type MediaPlayback } from '@retainly/domain';
import { LazyMediaPlayer, preloadMediaPlayer } from '@/components/video/lazy-media-player';
import { VideoEmbed } from '@/components/video/video-embed';
import { DEFAULT_POSTER, VideoStill } from './video-still';

export interface VideoPlayerProps {
  /** The hosted video (GET /api/site-media), null when there is none, undefined while loading. */
  media: MediaPlayback | null | undefined;
  /** The configured URL (site config), null when there is none, undefined while loading. */
  src: string | null | undefined;
  title: string;
  /** The still when the hosted video brings none. */
  poster?: string;
}

const ROUNDED = 'rounded-xl';

/**
 * A tutorial or intro video on the public site: the hosted file, else the configured URL (a
 * YouTube or Vimeo page in its own player, any other address as a file), else a calm note. It
 * starts as a cover with a play button: neither the player's code nor a third-party frame is
 * loaded until the visitor asks, so the page stays light.
 */
export function VideoPlayer({ media, src, title, poster = DEFAULT_POSTER }: VideoPlayerProps) {
  const [started, setStarted] = useState(false);
  if (media === undefined || (media === null && src === undefined)) {
    return <VideoStill poster={poster} />; // the addresses are on their way
  }
  const source = videoSourceOf(media, src, poster);
  if (!source) {
    return (
      <div
        role="img"
        aria-label={`${title} (video coming soon)`}
        className="flex aspect-video w-full items-center justify-center rounded-xl bg-gradient-to-br from-green-700 to-slate-900 p-6 text-center text-white"
      >
        <p className="text-lg font-semibold">{title}: video coming soon</p>
      </div>
    );
  }
  if (started && source.kind === 'embed') {
    return <VideoEmbed embed={source.embed} title={title} autoPlay className={ROUNDED} />;
  }
  if (started && source.kind === 'file') {
    return (
      <LazyMediaPlayer
        src={source.src}
        poster={source.poster}
        captions={source.captions}
        title={title}
        preload="none"
        autoPlay
        className={ROUNDED}
      />
    );
  }
  const warmUp = source.kind === 'file' ? preloadMediaPlayer : undefined;
  return (
    <VideoStill poster={source.poster ?? poster}>
      <button
        type="button"
        aria-label={`Play ${title}`}
        onClick={() => setStarted(true)}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        className="group absolute inset-0 flex items-center justify-center focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white"
      >
        <span
          aria-hidden="true"
          className="flex size-20 items-center justify-center rounded-full bg-white/90 shadow-lg transition group-hover:scale-105 group-hover:bg-white"
        >
          <svg viewBox="0 0 24 24" className="ml-1 size-9 fill-green-700">
            <path d="M7 4.5v15l12-7.5z" />
          </svg>
        </span>
      </button>
    </VideoStill>
  );
}
