import { moduleStatusText, type DashboardClientVideo } from '@retainly/domain';
import { formatDate } from './labels';

/** Why a self-reported module is shown apart from a verified one. */
export const SELF_REPORTED_NOTE = 'The client marked this done; it could not be measured';

const BADGE = 'inline-flex shrink-0 rounded-full border px-2 py-0.5 text-xs font-semibold';

/**
 * One module's status, all in text (no hover needed, so a phone and a screen reader get it
 * too): Not started, Watching N% with a small bar, Completed with its date, or Self-reported
 * in a dashed amber badge with the note saying the client's word is all there is.
 */
export function ModuleStatusView({ video }: { video: DashboardClientVideo }) {
  const text = moduleStatusText(video.status, video.percent);
  switch (video.status) {
    case 'not_started':
      return <span className="text-slate-600">{text}</span>;
    case 'watching':
      return (
        <span className="flex items-center gap-2 text-slate-700">
          <span aria-hidden="true" className="h-1.5 w-16 overflow-hidden rounded-full bg-slate-200">
            <span
              className="block h-full rounded-full bg-sky-600"
              style={{ width: `${video.percent}%` }}
            />
          </span>
          <span className="tabular-nums">{text}</span>
        </span>
      );
    case 'completed':
      return (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={`${BADGE} border-brand bg-brand text-white`}>{text}</span>
          {video.completedAt && (
            <time dateTime={video.completedAt} className="text-slate-600">
              {formatDate(video.completedAt)}
            </time>
          )}
        </span>
      );
    case 'self_reported':
      return (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={`${BADGE} border-dashed border-amber-600 bg-amber-50 text-amber-900`}>
            {text}
          </span>
          {video.completedAt && (
            <time dateTime={video.completedAt} className="text-slate-600">
              {formatDate(video.completedAt)}
            </time>
          )}
        </span>
      );
  }
}
