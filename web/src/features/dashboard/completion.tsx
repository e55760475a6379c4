import { completionBadge, type CompletionBadge, type DashboardRow } from '@retainly/domain';

const BADGE_STYLES: Record<CompletionBadge, string> = {
  top: 'border-brand bg-brand text-white',
  secondary: 'border-green-100 bg-green-100 text-green-900',
  outline: 'border-slate-300 bg-white text-slate-700',
};

/** The percentage in the spec's badge style: 80+ top, 50+ secondary, else outline. */
export function CompletionBadgeView({ percent }: { percent: number }) {
  const variant = completionBadge(percent);
  return (
    <span
      data-variant={variant}
      className={`inline-flex w-12 shrink-0 justify-center rounded-full border px-2 py-0.5 text-xs font-semibold tabular-nums ${BADGE_STYLES[variant]}`}
    >
      {percent}%
    </span>
  );
}

/**
 * The badge, a small bar (decoration: the badge already says it) and the video count, saying
 * how many of the completed ones the client only marked as done.
 */
export function CompletionCell({
  row: { completion: percent, completed, visible, selfReported },
}: {
  row: Pick<DashboardRow, 'completion' | 'completed' | 'visible' | 'selfReported'>;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <CompletionBadgeView percent={percent} />
      <div aria-hidden="true" className="h-1.5 w-16 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
      </div>
      <span className="hidden text-xs text-slate-600 lg:inline">
        {completed} of {visible} videos
        {selfReported > 0 && ` (${selfReported} self-reported)`}
      </span>
    </div>
  );
}
