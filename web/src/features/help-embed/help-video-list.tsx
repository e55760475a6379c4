import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  videoKey,
  videoSourceOf,
  type ModuleProgress,
  type ProgressIndex,
  type VideoRef,
} from '@retainly/domain';
import type { PortalVideo } from '@/features/portal/api/get-portal';
import { lengthText } from '@/features/portal/portal-text';
import { StatusBadge } from '@/features/portal/status-badge';

/** A row's button id, unique per section (a video may be listed in all three). */
export const helpVideoButtonId = (section: string, { categoryId, moduleId }: VideoRef) =>
  `help-${section}-${categoryId}-${moduleId}`;

/**
 * Videos as compact rows for a narrow panel: the title is the button (the whole row is its
 * click area), then the length and the client's status as the server reports it.
 */
export function HelpVideoList({
  videos,
  reports,
  idPrefix,
  onOpen,
  extra,
}: {
  videos: readonly PortalVideo[];
  reports: ProgressIndex;
  idPrefix: string;
  onOpen: (video: PortalVideo) => void;
  /** Something more under a row's title (a search hit's snippet). */
  extra?: (video: PortalVideo) => ReactNode;
}) {
  return (
    <ul className="flex flex-col gap-2">
      {videos.map((video) => (
        <li key={videoKey(video)}>
          <HelpVideoRow
            video={video}
            report={reports.get(videoKey(video))}
            buttonId={helpVideoButtonId(idPrefix, video)}
            onOpen={() => onOpen(video)}
            extra={extra?.(video)}
          />
        </li>
      ))}
    </ul>
  );
}

function HelpVideoRow({
  video,
  report,
  buttonId,
  onOpen,
  extra,
}: {
  video: PortalVideo;
  report: ModuleProgress | undefined;
  buttonId: string;
  onOpen: () => void;
  extra: ReactNode;
}) {
  const { t } = useTranslation('help');
  const playable = videoSourceOf(video.media, video.videoUrl) !== null;
  const length = lengthText(t, video.durationSeconds);
  return (
    <div
      data-help-video={videoKey(video)}
      className="relative flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:shadow-sm"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`mt-0.5 size-6 shrink-0 ${playable ? 'fill-(--portal-primary) text-(--portal-on-primary)' : 'fill-slate-200 text-slate-500'}`}
      >
        <circle cx="12" cy="12" r="12" />
        <path d="M10 7.5v9l7-4.5z" fill="currentColor" />
      </svg>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <button
          type="button"
          id={buttonId}
          onClick={onOpen}
          className="text-left text-sm font-semibold after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-slate-900"
        >
          {video.title}
        </button>
        {extra}
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          {length && <span>{length}</span>}
          {report && report.status !== 'not_started' ? (
            <StatusBadge report={report} />
          ) : (
            !playable && <span>{t('video.comingSoon')}</span>
          )}
        </div>
      </div>
    </div>
  );
}
