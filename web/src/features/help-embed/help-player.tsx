import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isFinished,
  videoSourceOf,
  type HeartbeatScheduler,
  type ModuleProgress,
} from '@retainly/domain';
import type { PortalVideo } from '@/features/portal/api/get-portal';
import { usePortalText } from '@/features/portal/portal-text';
import { OUTLINE_BUTTON } from '@/features/portal/portal-theme';
import { StatusBadge } from '@/features/portal/status-badge';
import { VideoArea } from '@/features/portal/video-player';

/**
 * A video playing inside the panel (no dialog: the panel is already the CRM's side sheet), with
 * a back button to the lists. Progress is the portal's: heartbeats while it plays, verified by
 * the server; 'Mark as complete' only where watching cannot be measured.
 */
export function HelpPlayer({
  video,
  categoryTitle,
  report,
  heartbeats,
  onComplete,
  onPlayed,
  onBack,
}: {
  video: PortalVideo;
  categoryTitle: string;
  report: ModuleProgress | undefined;
  heartbeats: HeartbeatScheduler | null;
  onComplete: () => void;
  /** Once, when the video starts playing (an embed: when shown, as its player is not ours). */
  onPlayed: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('help');
  const { t: tp } = usePortalText();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const articleRef = useRef<HTMLElement>(null);
  const hintId = useId();
  useEffect(() => titleRef.current?.focus(), []);
  const source = videoSourceOf(video.media, video.videoUrl);
  const playable = source !== null;

  const played = useRef(onPlayed);
  useEffect(() => {
    played.current = onPlayed;
  });
  const sourceKind = source?.kind ?? null;
  useEffect(() => {
    if (sourceKind === 'embed') {
      played.current();
      return;
    }
    const article = articleRef.current;
    if (sourceKind !== 'file' || !article) return;
    // 'play' does not bubble, but a capturing listener on an ancestor hears it.
    const onPlay = () => played.current();
    article.addEventListener('play', onPlay, { capture: true, once: true });
    return () => article.removeEventListener('play', onPlay, { capture: true });
  }, [sourceKind]);

  return (
    <article ref={articleRef} data-help-player className="flex flex-col gap-3">
      <button type="button" onClick={onBack} className={`self-start gap-1.5 ${OUTLINE_BUTTON}`}>
        <span aria-hidden="true">←</span> {t('player.back')}
      </button>
      <div>
        <p className="text-xs font-medium text-slate-600">{categoryTitle}</p>
        <h2 ref={titleRef} tabIndex={-1} className="text-lg font-bold focus:outline-none">
          {video.title}
        </h2>
      </div>
      <div className="-mx-4">
        <VideoArea video={video} startAt={report?.positionSeconds ?? 0} heartbeats={heartbeats} />
      </div>
      <p className="text-sm text-slate-700">{video.description}</p>
      {report && isFinished(report.status) ? (
        <StatusBadge report={report} role="status" />
      ) : video.tracked ? (
        <p className="text-sm text-slate-600">{tp('player.autoComplete')}</p>
      ) : (
        <div className="flex flex-col gap-1.5">
          <button
            type="button"
            onClick={onComplete}
            aria-describedby={playable ? hintId : undefined}
            className={`self-start ${OUTLINE_BUTTON}`}
          >
            {tp('player.markComplete')}
          </button>
          {playable && (
            <p id={hintId} className="text-xs text-slate-600">
              {tp('player.cannotReport')}
            </p>
          )}
        </div>
      )}
    </article>
  );
}
