import type { DashboardClientVideo } from '@retainly/domain';
import { ModuleStatusView, SELF_REPORTED_NOTE } from './module-status';
import { SetupStepNote } from './setup-step-note';

const MARKS: Record<DashboardClientVideo['status'], { mark: string; style: string }> = {
  not_started: { mark: '', style: 'border border-slate-300' },
  watching: { mark: '', style: 'border-2 border-sky-600' },
  completed: { mark: '✓', style: 'bg-brand text-white' },
  self_reported: { mark: '✓', style: 'border border-dashed border-amber-600 text-amber-900' },
};

/**
 * A client's modules, one line each: the title (with the self-reported note under it) and the
 * status; on a phone the status wraps under the title.
 */
export function ClientModules({ videos }: { videos: DashboardClientVideo[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {videos.map((video) => (
        <li
          key={`${video.categoryId}/${video.moduleId}`}
          data-status={video.status}
          className="flex items-start gap-3 px-3 py-2 text-sm"
        >
          <span
            aria-hidden="true"
            className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full text-xs ${MARKS[video.status].style}`}
          >
            {MARKS[video.status].mark}
          </span>
          <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
            <span className="flex flex-col">
              <span className="text-slate-900">{video.title}</span>
              {video.status === 'self_reported' && (
                <span className="text-xs text-slate-600">{SELF_REPORTED_NOTE}</span>
              )}
              {video.setupStep && <SetupStepNote {...video.setupStep} />}
            </span>
            <span className="shrink-0">
              <ModuleStatusView video={video} />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
