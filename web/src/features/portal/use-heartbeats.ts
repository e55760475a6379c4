import { useCallback, useEffect, useRef } from 'react';
import { HeartbeatScheduler, videoKey, type BeatPayload, type VideoRef } from '@retainly/domain';

export type SendModuleBeat = (
  video: VideoRef,
  beat: BeatPayload,
  keepalive: boolean,
) => Promise<boolean>;

/**
 * One heartbeat scheduler per module for as long as the client is signed in, so closing and
 * reopening a video (or 'Next video' and back) never puts two beats of one module in flight,
 * and ranges a failed beat kept go with the module's next one. When the page is hidden or
 * left, every module beats at once with fetch keepalive, so the last seconds are not lost.
 */
export function useHeartbeats(send: SendModuleBeat) {
  const schedulers = useRef(new Map<string, HeartbeatScheduler>());
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  });

  const schedulerFor = useCallback((video: VideoRef, serverPosition: number) => {
    const key = videoKey(video);
    let scheduler = schedulers.current.get(key);
    if (!scheduler) {
      const ref = { categoryId: video.categoryId, moduleId: video.moduleId };
      scheduler = new HeartbeatScheduler(
        (beat, { keepalive }) => latestSend.current(ref, beat, keepalive),
        serverPosition,
      );
      schedulers.current.set(key, scheduler);
    }
    return scheduler;
  }, []);

  useEffect(() => {
    const flush = () => {
      for (const scheduler of schedulers.current.values()) scheduler.beat({ keepalive: true });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return schedulerFor;
}
