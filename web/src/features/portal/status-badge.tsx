import type { ModuleProgress } from '@retainly/domain';
import { statusText, usePortalText } from './portal-text';

/**
 * A module's state as the server reports it: 'Completed' (watched, verified), 'Self-reported'
 * (marked complete where watching cannot be measured), or 'Watching N%'.
 */
export function StatusBadge({
  report,
  role,
}: {
  report: ModuleProgress;
  /** 'status' where it appears while the client watches, so it is read out. */
  role?: 'status';
}) {
  const { t, language } = usePortalText();
  const text = statusText(t, language, report.status, report.percent);
  if (report.status === 'completed' || report.status === 'self_reported') {
    return (
      <span
        role={role}
        className="inline-flex items-center gap-1 self-start rounded-full bg-(--portal-secondary) px-2.5 py-0.5 text-sm font-semibold text-(--portal-on-secondary)"
      >
        <span aria-hidden="true">✓</span> {text}
      </span>
    );
  }
  return (
    <span
      role={role}
      className="inline-flex items-center self-start rounded-full border border-slate-300 px-2.5 py-0.5 text-sm font-medium text-slate-700"
    >
      {text}
    </span>
  );
}
