import { lazy, Suspense, useEffect } from 'react';
import { afterPaint } from '@/lib/after-paint';
import type { VideoPlayerProps } from './video-player';
import { DEFAULT_POSTER, VideoStill } from './video-still';

const loadPlayer = () => import('./video-player');
const VideoPlayer = lazy(() => loadPlayer().then((m) => ({ default: m.VideoPlayer })));

/**
 * VideoPlayer for a video in a page's first paint (the landing hero): until the addresses are
 * in it shows only the still, as VideoPlayer does, and VideoPlayer's code (embeds, sources) is
 * fetched after that paint, alongside the addresses, so it is there when they are.
 */
export function DeferredVideoPlayer(props: VideoPlayerProps) {
  useEffect(() => afterPaint(() => void loadPlayer()), []);
  const still = <VideoStill poster={props.poster ?? DEFAULT_POSTER} />;
  const { media, src } = props;
  if (media === undefined || (media === null && src === undefined)) return still;
  return (
    <Suspense fallback={still}>
      <VideoPlayer {...props} />
    </Suspense>
  );
}
