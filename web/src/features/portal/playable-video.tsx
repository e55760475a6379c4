import { useEffect, useRef, useState } from 'react';
import { isWatched, resumeAt, type VideoRef } from '@retainly/domain';
import { loadPosition, savePosition } from './portal-storage';
import { OUTLINE_BUTTON } from './portal-theme';

/**
 * The HTML5 player: resumes where this device left the video, remembers the second reached,
 * and reports the video watched at 90 percent or at its end. A file that cannot be loaded (a
 * broken URL, a dropped connection, a format the browser cannot play) shows an error and a
 * retry instead of a play button that does nothing.
 */
export function PlayableVideo({
  versionId,
  video,
  src,
  poster,
  title,
  onWatched,
}: {
  versionId: string;
  video: VideoRef;
  src: string;
  /** The operator's still for this module, if any. */
  poster?: string | null;
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

  // Each retry mounts a fresh <video>, which loads the file again.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const player = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (attempt > 0) player.current?.focus(); // the Try again button is gone
  }, [attempt]);

  if (failed) {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-3 bg-slate-100 px-6 text-center sm:rounded-xl">
        <p role="alert" className="flex flex-col gap-1">
          <span className="font-semibold">This video could not be loaded.</span>
          <span className="text-sm text-slate-600">Check your connection and try again.</span>
        </p>
        <button
          type="button"
          className={OUTLINE_BUTTON}
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </button>
      </div>
    );
  }

  return (
    <video
      key={attempt}
      ref={player}
      controls
      playsInline
      preload="metadata"
      src={src}
      poster={poster ?? undefined}
      aria-label={title}
      className="aspect-video w-full rounded-none bg-black sm:rounded-xl"
      onLoadedMetadata={(event) => {
        const element = event.currentTarget;
        const at = resumeAt(loadPosition(versionId, video), element.duration);
        if (at > 0) element.currentTime = at;
      }}
      onTimeUpdate={(event) => {
        const { currentTime, duration } = event.currentTarget;
        // The watched tail starts over next time (resumeAt), so it is not saved as a position.
        if (isWatched(currentTime, duration)) {
          watched();
        } else {
          remember(currentTime);
        }
      }}
      onEnded={watched}
      onError={() => setFailed(true)}
    />
  );
}
