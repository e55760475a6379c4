import { useRef } from 'react';
import { isWatched, resumeAt, type MediaPlayback, type VideoRef } from '@retainly/domain';
import { LazyMediaPlayer } from '@/components/video/lazy-media-player';
import { loadPosition, savePosition } from './portal-storage';

/**
 * A portal video file in the site's player, with the portal's progress hooks: it resumes where
 * this device left the video, remembers the second reached, and reports the video watched at 90
 * percent or at its end. (Verified heartbeats replace these hooks in a later issue: they are
 * `resume`, `progress` and `watched` below.)
 */
export function PlayableVideo({
  versionId,
  video,
  src,
  poster,
  captions,
  title,
  onWatched,
}: {
  versionId: string;
  video: VideoRef;
  src: string;
  poster: string | null;
  captions: MediaPlayback['captions'];
  title: string;
  onWatched: () => void;
}) {
  // timeupdate fires about four times a second: storage is written once per whole second.
  const lastSaved = useRef<number | null | undefined>(undefined);
  // Reported once per showing, so a failed save is not retried four times a second; the
  // 'Mark as complete' button is the retry.
  const reported = useRef(false);

  function watched() {
    remember(null);
    if (reported.current) return;
    reported.current = true;
    onWatched();
  }

  function remember(seconds: number | null) {
    const whole = seconds === null || seconds < 1 ? null : Math.floor(seconds);
    if (whole === lastSaved.current) return;
    lastSaved.current = whole;
    savePosition(versionId, video, whole);
  }

  function resume(element: HTMLVideoElement) {
    const at = resumeAt(loadPosition(versionId, video), element.duration);
    if (at > 0) element.currentTime = at;
  }

  function progress({ currentTime, duration }: HTMLVideoElement) {
    // The watched tail starts over next time (resumeAt), so it is not saved as a position.
    if (isWatched(currentTime, duration)) watched();
    else remember(currentTime);
  }

  return (
    <LazyMediaPlayer
      src={src}
      poster={poster}
      captions={captions}
      title={title}
      preload="metadata"
      className="rounded-none sm:rounded-xl"
      onLoadedMetadata={resume}
      onTimeUpdate={progress}
      onEnded={watched}
    />
  );
}
