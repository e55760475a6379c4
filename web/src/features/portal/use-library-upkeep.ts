import { useEffect } from 'react';
import { videoKey, type ProgressIndex } from '@retainly/domain';
import { preloadMediaPlayer } from '@/components/video/lazy-media-player';
import type { PortalVideo } from './api/get-portal';
import { useHeartbeats, type SendModuleBeat } from './use-heartbeats';

/**
 * What a signed-in list of videos (the portal's or the help panel's) keeps up: the player's
 * code, progress made elsewhere, and the heartbeats of the video playing. Returns the heartbeat
 * scheduler for a video, null when its watching is not measured.
 */
export function useLibraryUpkeep(
  sendBeat: SendModuleBeat,
  progress: ProgressIndex,
  onRefresh: () => void,
) {
  const schedulerFor = useHeartbeats(sendBeat);

  // The player's code arrives while the client reads the list, so pressing play starts at once.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(preloadMediaPlayer);
  }, []);

  // Back from another tab or app: the client may have watched on another device meanwhile.
  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && onRefresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [onRefresh]);

  return (video: PortalVideo) =>
    video.tracked ? schedulerFor(video, progress.get(videoKey(video))?.positionSeconds ?? 0) : null;
}
