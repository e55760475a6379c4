import { lazy, Suspense } from 'react';
import type { MediaPlayerProps } from './media-player';
import { PosterFrame } from './poster-frame';

const loadPlayer = () => import('./media-player');
const Player = lazy(() => loadPlayer().then((m) => ({ default: m.MediaPlayer })));

/** Fetches the player's code ahead of need (when idle on a page that will play a video). */
export function preloadMediaPlayer(): void {
  void loadPlayer();
}

/**
 * The media-chrome player in its own chunk, so pages pay for it only when they play a video.
 * Until it arrives, the poster stands in its place at the same size.
 */
export function LazyMediaPlayer(props: MediaPlayerProps) {
  return (
    <Suspense fallback={<PosterFrame poster={props.poster} className={props.className} />}>
      <Player {...props} />
    </Suspense>
  );
}
