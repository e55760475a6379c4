import { useId } from 'react';
import {
  clockTime,
  isFinished,
  resumeAt,
  videoSourceOf,
  type ModuleProgress,
} from '@retainly/domain';
import type { PortalVideo } from './api/get-portal';
import { PRIMARY_BUTTON } from './portal-theme';
import { VideoPoster } from './video-poster';
import { statusText, usePortalText } from './portal-text';

export const CONTINUE_BUTTON_ID = 'portal-continue';

/**
 * The first thing a signed-in client sees: the module to carry on with (continueWatching in
 * libs/domain), and one button that opens its player where they left it, on whichever device.
 */
export function ContinueWatching({
  video,
  categoryTitle,
  report,
  anyProgress,
  onOpen,
}: {
  video: PortalVideo;
  categoryTitle: string;
  report: ModuleProgress | undefined;
  /** Whether the client has watched or finished anything yet ('Start here' if not). */
  anyProgress: boolean;
  onOpen: () => void;
}) {
  const { t, language } = usePortalText();
  const headingId = useId();
  const titleId = useId();
  const source = videoSourceOf(video.media, video.videoUrl, video.posterUrl);
  const duration = video.media?.durationSeconds ?? NaN;
  const resumesAt =
    report && !isFinished(report.status) ? resumeAt(report.positionSeconds, duration) : 0;
  return (
    <section
      aria-labelledby={headingId}
      data-continue
      className="flex flex-col gap-4 rounded-2xl border-l-4 border-(--portal-primary) bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-6"
    >
      {source?.poster && <VideoPoster src={source.poster} className="sm:w-56" />}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {anyProgress ? t('continue.headingStarted') : t('continue.headingNew')}
        </h2>
        <p id={titleId} className="text-lg font-bold break-words">
          {video.title}
        </p>
        <p className="text-sm text-slate-600">
          {categoryTitle}
          {report && report.status !== 'not_started' && (
            <> · {statusText(t, language, report.status, report.percent)}</>
          )}
          {resumesAt > 0 && <> · {t('continue.resumesAt', { time: clockTime(resumesAt) })}</>}
        </p>
      </div>
      <button
        type="button"
        id={CONTINUE_BUTTON_ID}
        onClick={onOpen}
        aria-describedby={titleId}
        className={`shrink-0 gap-1.5 ${PRIMARY_BUTTON}`}
      >
        <span aria-hidden="true">▶</span>{' '}
        {resumesAt > 0 ? t('continue.continueWatching') : t('continue.watchNow')}
      </button>
    </section>
  );
}
