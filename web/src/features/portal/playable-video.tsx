import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resumeAt, type HeartbeatScheduler, type MediaPlayback } from '@retainly/domain';
import { LazyMediaPlayer } from '@/components/video/lazy-media-player';
import { portalI18n } from './portal-i18n';

/**
 * A portal video file in the site's player. It starts where the server last saw the client
 * (on any device), and, when the module's watching is measured, feeds its heartbeat scheduler:
 * the playhead while playing, and a beat on pause, seek, end and close. Whether the module is
 * complete is for the server to say, from what it was sent.
 */
export function PlayableVideo({
  src,
  poster,
  captions,
  title,
  startAt,
  heartbeats,
}: {
  src: string;
  poster: string | null;
  captions: MediaPlayback['captions'];
  title: string;
  /** The saved position in seconds (0 for the start). */
  startAt: number;
  /** Null for a file whose watching is not measured (an external address). */
  heartbeats: HeartbeatScheduler | null;
}) {
  // The portal's language picks the captions track (a Spanish client sees Spanish captions).
  const { i18n } = useTranslation('portal', { i18n: portalI18n });
  // Read once: a reply arriving while the video plays must not move the playhead.
  const [savedPosition] = useState(startAt);
  const playhead = useRef<{ of: HeartbeatScheduler; detach: () => void } | null>(null);

  useEffect(() => {
    // Closed, or 'Next video': what was played up to now goes at once.
    return () => {
      heartbeats?.interrupt(NaN);
      heartbeats?.beat();
      playhead.current?.detach();
      playhead.current = null;
    };
  }, [heartbeats]);

  /**
   * Lets the scheduler read the playhead while playing: a beat on hiding or closing the page
   * then carries playback to that moment, not to the last timeupdate (up to ¼ s before).
   */
  function follow(element: HTMLVideoElement) {
    if (!heartbeats || playhead.current?.of === heartbeats) return;
    playhead.current?.detach();
    const detach = heartbeats.attachPlayhead(() =>
      element.paused || element.seeking ? null : element.currentTime,
    );
    playhead.current = { of: heartbeats, detach };
  }

  function loaded(element: HTMLVideoElement) {
    resume(element);
    follow(element);
  }

  function resume(element: HTMLVideoElement) {
    const at = resumeAt(savedPosition, element.duration);
    if (at > 0 && element.currentTime < 0.5) element.currentTime = at;
  }

  function progress(element: HTMLVideoElement) {
    // Only playback counts: the timeupdate after a seek while paused is not watching. The
    // very last one arrives with the element already paused at its end.
    if (element.seeking || (element.paused && !element.ended)) return;
    heartbeats?.played(element.currentTime);
  }

  /** Playback starts or stops at the element's exact time (timeupdates come ~4 a second). */
  function edge(element: HTMLVideoElement) {
    follow(element);
    if (!element.seeking) heartbeats?.played(element.currentTime);
  }

  function stop(element: HTMLVideoElement, { seeking = false } = {}) {
    // While seeking, currentTime is already the target: the range ends at the last update.
    if (!seeking) edge(element);
    heartbeats?.interrupt(element.currentTime);
    heartbeats?.beat();
  }

  return (
    <LazyMediaPlayer
      src={src}
      poster={poster}
      captions={captions}
      language={i18n.language}
      title={title}
      preload="metadata"
      className="rounded-none sm:rounded-xl"
      onLoadedMetadata={loaded}
      onTimeUpdate={progress}
      onPlaying={edge}
      onSeeking={(element) => stop(element, { seeking: true })}
      onPause={stop}
      onEnded={stop}
    />
  );
}
