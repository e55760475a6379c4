import { isFinished, videoSourceOf, type ModuleProgress, type VideoRef } from '@retainly/domain';
import type { PortalVideo } from './api/get-portal';
import { SetupStepLine, useModuleSetupStep } from './setup-step-line';
import { StatusBadge } from './status-badge';
import { VideoPoster } from './video-poster';
import { lengthText, usePortalText } from './portal-text';

/** The card's button id, so the player can hand focus back to it on close. */
export const videoButtonId = ({ categoryId, moduleId }: VideoRef) =>
  `portal-video-${categoryId}-${moduleId}`;

/**
 * A video in the list. The whole card is clickable, but only its title is the button (the
 * stretched-link pattern), so a screen reader hears a short name and the rest as text.
 */
export function VideoCard({
  video,
  report,
  onOpen,
}: {
  video: PortalVideo;
  /** The server's progress on it, if the client touched it. */
  report: ModuleProgress | undefined;
  onOpen: () => void;
}) {
  const { t } = usePortalText();
  const source = videoSourceOf(video.media, video.videoUrl, video.posterUrl);
  const completed = isFinished(report?.status);
  const length = lengthText(t, video.durationSeconds);
  const setupStep = useModuleSetupStep(video);
  return (
    <article
      data-completed={completed || undefined}
      data-status={report?.status ?? 'not_started'}
      className={`relative flex h-full flex-col gap-2 rounded-xl border-2 p-4 transition hover:shadow-md ${completed ? 'border-(--portal-secondary)' : 'border-slate-200'}`}
    >
      {source?.poster && <VideoPoster src={source.poster} lazy />}
      <h3 className="font-semibold">
        <button
          type="button"
          id={videoButtonId(video)}
          onClick={onOpen}
          className="text-left after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-slate-900"
        >
          {video.title}
        </button>
      </h3>
      <p className="text-sm text-slate-600">{video.description}</p>
      {setupStep && <SetupStepLine step={setupStep} watched={completed} />}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1 text-sm">
        <span className="inline-flex items-center gap-2 text-slate-700">
          <PlayMark ready={source !== null} />
          {length && <span data-module-length>{length}</span>}
        </span>
        {report && report.status !== 'not_started' ? (
          <StatusBadge report={report} />
        ) : (
          !source && <span className="text-slate-600">{t('video.comingSoon')}</span>
        )}
      </div>
    </article>
  );
}

/** A small play disc in the brand's primary colour (grey while the video is still to come). */
function PlayMark({ ready }: { ready: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`size-6 shrink-0 ${ready ? 'fill-(--portal-primary) text-(--portal-on-primary)' : 'fill-slate-200 text-slate-500'}`}
    >
      <circle cx="12" cy="12" r="12" />
      <path d="M10 7.5v9l7-4.5z" fill="currentColor" />
    </svg>
  );
}
