import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef } from 'react';
import {
  isFinished,
  videoKey,
  videoSourceOf,
  type HeartbeatScheduler,
  type ModuleProgress,
  type PortalView,
} from '@retainly/domain';
import { VideoEmbed } from '@/components/video/video-embed';
import type { PortalVideo } from './api/get-portal';
import { PlayableVideo } from './playable-video';
import { ReportingEmbed } from './reporting-embed';
import { FOCUS_RING, OUTLINE_BUTTON, PRIMARY_BUTTON, portalTheme } from './portal-theme';
import { StatusBadge } from './status-badge';
import { videoButtonId } from './video-card';
import { formatDate, lengthText, statusText, usePortalText } from './portal-text';

/**
 * The player: a dialog over the list (the whole screen on phones). A hosted video completes
 * when the server has seen it watched; 'Mark as complete' remains only for a video that cannot
 * report its progress (an external link), recorded as self-reported. 'Next video' follows a
 * completion.
 */
export function VideoPlayer({
  colors,
  video,
  report,
  heartbeats,
  categoryTitle,
  returnFocusTo,
  onComplete,
  onNext,
  onClose,
}: {
  /** Radix renders the dialog at the end of <body>, outside the page's themed root. */
  colors: PortalView['colors'];
  video: PortalVideo;
  /** The server's progress on it (position to resume at, status), if any. */
  report: ModuleProgress | undefined;
  /** The module's heartbeat scheduler when its watching is measured, else null. */
  heartbeats: HeartbeatScheduler | null;
  categoryTitle: string;
  /** The id of the control that opened the player, when not the video's card. */
  returnFocusTo: string | null;
  onComplete: () => void;
  onNext: (() => void) | null;
  onClose: () => void;
}) {
  const { t } = usePortalText();
  const length = lengthText(t, video.durationSeconds);
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
            // Back to what opened it, or to the card of the video last shown (there is no
            // Radix trigger to return to; the opener may be gone once the video completed).
            event.preventDefault();
            const opener = returnFocusTo && document.getElementById(returnFocusTo);
            (opener || document.getElementById(videoButtonId(video)))?.focus();
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
              aria-label={t('player.close')}
              className={`shrink-0 rounded-lg px-3 py-1.5 text-lg text-slate-600 hover:bg-slate-100 ${FOCUS_RING}`}
            >
              ✕
            </RadixDialog.Close>
          </div>
          <div className="sm:px-6 sm:pt-5">
            <VideoArea
              video={video}
              startAt={report?.positionSeconds ?? 0}
              heartbeats={heartbeats}
            />
          </div>
          <div className="flex flex-col gap-4 px-4 py-5 sm:px-6">
            <RadixDialog.Description className="text-slate-700">
              {video.description}
            </RadixDialog.Description>
            {length && <p className="text-sm text-slate-600">{length}</p>}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
              {report && isFinished(report.status) ? (
                <StatusBadge report={report} role="status" />
              ) : video.tracked ? (
                <WatchedSoFar report={report} />
              ) : (
                <MarkComplete video={video} onComplete={onComplete} />
              )}
              {report && isFinished(report.status) && onNext && (
                <button type="button" onClick={onNext} className={`gap-1.5 ${PRIMARY_BUTTON}`}>
                  {t('player.next')} <span aria-hidden="true">→</span>
                </button>
              )}
            </div>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A measured video: how far the server has counted, and how it completes. */
function WatchedSoFar({ report }: { report: ModuleProgress | undefined }) {
  const { t, language } = usePortalText();
  return (
    <p className="flex flex-col gap-0.5 text-sm text-slate-700">
      {report && report.status !== 'not_started' && (
        <span className="font-semibold">
          {statusText(t, language, report.status, report.percent)}
        </span>
      )}
      {report?.lastWatchedAt && (
        <span>{t('player.lastWatched', { date: formatDate(language, report.lastWatchedAt) })}</span>
      )}
      <span>{t('player.autoComplete')}</span>
    </p>
  );
}

/**
 * 'Mark as complete' for a video whose player cannot tell us what was watched: the client's
 * word, and the agency's dashboard shows it as self-reported.
 */
function MarkComplete({ video, onComplete }: { video: PortalVideo; onComplete: () => void }) {
  const { t } = usePortalText();
  const hintId = useId();
  const playable = videoSourceOf(video.media, video.videoUrl) !== null;
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
      <button
        type="button"
        onClick={onComplete}
        aria-describedby={playable ? hintId : undefined}
        className={`self-start ${OUTLINE_BUTTON}`}
      >
        {t('player.markComplete')}
      </button>
      {playable && (
        <p id={hintId} className="text-sm text-slate-600">
          {t('player.cannotReport')}
        </p>
      )}
    </div>
  );
}

/**
 * What the dialog plays: the hosted file, else the operator's or agency's URL (YouTube and
 * Vimeo in their own player, any other address as a file), else a note that the video is on
 * its way.
 */
export function VideoArea({
  video,
  startAt,
  heartbeats,
}: {
  video: PortalVideo;
  startAt: number;
  heartbeats: HeartbeatScheduler | null;
}) {
  const { t } = usePortalText();
  const source = videoSourceOf(video.media, video.videoUrl, video.posterUrl, video.playerOrigin);
  if (source?.kind === 'embed') {
    if (video.tracked && heartbeats && video.playerOrigin) {
      return (
        <ReportingEmbed
          key={videoKey(video)}
          embed={source.embed}
          title={video.title}
          heartbeats={heartbeats}
          className="rounded-none sm:rounded-xl"
        />
      );
    }
    return (
      <VideoEmbed embed={source.embed} title={video.title} className="rounded-none sm:rounded-xl" />
    );
  }
  if (source?.kind === 'file') {
    return (
      <PlayableVideo
        key={videoKey(video)}
        src={source.src}
        poster={source.poster}
        captions={source.captions}
        title={video.title}
        startAt={startAt}
        heartbeats={video.tracked ? heartbeats : null}
      />
    );
  }
  return (
    <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 bg-slate-100 px-6 text-center sm:rounded-xl">
      <span aria-hidden="true" className="text-3xl text-slate-500">
        ▶
      </span>
      <p className="font-semibold">{t('player.comingSoonTitle')}</p>
      <p className="text-sm text-slate-600">{t('player.comingSoonHint')}</p>
    </div>
  );
}
