import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef } from 'react';
import { videoKey, videoSourceOf, type PortalView, type VideoRef } from '@retainly/domain';
import { VideoEmbed } from '@/components/video/video-embed';
import type { PortalVideo } from './portal-api';
import { PlayableVideo } from './playable-video';
import { FOCUS_RING, OUTLINE_BUTTON, PRIMARY_BUTTON, portalTheme } from './portal-theme';
import { videoButtonId } from './video-card';

/**
 * The player: a dialog over the list (the whole screen on phones). A video completes itself
 * when watched; 'Mark as complete' covers videos not yet recorded, and 'Next video' follows a
 * completion.
 */
export function VideoPlayer({
  versionId,
  colors,
  video,
  categoryTitle,
  completed,
  onComplete,
  onNext,
  onClose,
}: {
  versionId: string;
  /** Radix renders the dialog at the end of <body>, outside the page's themed root. */
  colors: PortalView['colors'];
  video: PortalVideo & VideoRef;
  categoryTitle: string;
  completed: boolean;
  onComplete: () => void;
  onNext: (() => void) | null;
  onClose: () => void;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownKey = videoKey(video);
  const firstKey = useRef(shownKey);
  // After 'Next video' the button that had focus is gone: the new title takes it. (Compared by
  // key, not a first-run flag, since StrictMode runs this effect twice on mount.)
  useEffect(() => {
    if (shownKey !== firstKey.current) titleRef.current?.focus();
  }, [shownKey]);

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <RadixDialog.Content
          style={portalTheme(colors)}
          onCloseAutoFocus={(event) => {
            // Back to the card of the video last shown (there is no Radix trigger to return to).
            event.preventDefault();
            document.getElementById(videoButtonId(video))?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white text-slate-900 focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-3xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:shadow-xl"
        >
          <div className="flex items-start justify-between gap-3 border-b-4 border-(--portal-tertiary) px-4 py-4 sm:px-6">
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-600">{categoryTitle}</p>
              <RadixDialog.Title
                ref={titleRef}
                tabIndex={-1}
                className="text-xl font-bold focus:outline-none"
              >
                {video.title}
              </RadixDialog.Title>
            </div>
            <RadixDialog.Close
              aria-label="Close"
              className={`shrink-0 rounded-lg px-3 py-1.5 text-lg text-slate-600 hover:bg-slate-100 ${FOCUS_RING}`}
            >
              ✕
            </RadixDialog.Close>
          </div>
          <div className="sm:px-6 sm:pt-5">
            <VideoArea versionId={versionId} video={video} onWatched={onComplete} />
          </div>
          <div className="flex flex-col gap-4 px-4 py-5 sm:px-6">
            <RadixDialog.Description className="text-slate-700">
              {video.description}
            </RadixDialog.Description>
            <p className="text-sm text-slate-600">About {video.minutes} min</p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
              {completed ? (
                <p
                  role="status"
                  className="inline-flex items-center gap-1.5 self-start rounded-full bg-(--portal-secondary) px-3 py-1.5 text-sm font-semibold text-(--portal-on-secondary)"
                >
                  <span aria-hidden="true">✓</span> Completed
                </p>
              ) : (
                <button type="button" onClick={onComplete} className={OUTLINE_BUTTON}>
                  Mark as complete
                </button>
              )}
              {completed && onNext && (
                <button type="button" onClick={onNext} className={`gap-1.5 ${PRIMARY_BUTTON}`}>
                  Next video <span aria-hidden="true">→</span>
                </button>
              )}
            </div>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * What the dialog plays: the hosted file, else the operator's URL (YouTube and Vimeo in their
 * own player, any other address as a file), else a note that the video is on its way.
 */
function VideoArea({
  versionId,
  video,
  onWatched,
}: {
  versionId: string;
  video: PortalVideo & VideoRef;
  onWatched: () => void;
}) {
  const source = videoSourceOf(video.media, video.videoUrl, video.posterUrl);
  if (source?.kind === 'embed') {
    return (
      <VideoEmbed embed={source.embed} title={video.title} className="rounded-none sm:rounded-xl" />
    );
  }
  if (source?.kind === 'file') {
    return (
      <PlayableVideo
        key={videoKey(video)}
        versionId={versionId}
        video={video}
        src={source.src}
        poster={source.poster}
        captions={source.captions}
        title={video.title}
        onWatched={onWatched}
      />
    );
  }
  return (
    <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 bg-slate-100 px-6 text-center sm:rounded-xl">
      <span aria-hidden="true" className="text-3xl text-slate-500">
        ▶
      </span>
      <p className="font-semibold">Video coming soon</p>
      <p className="text-sm text-slate-600">This video is on its way. Check back soon.</p>
    </div>
  );
}
