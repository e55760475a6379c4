import type { Progress } from '@retainly/domain';
import { ProgressBar } from './progress-bar';
import { formatPercent, usePortalText } from './portal-text';

/** The client's progress across every video, at the top of the list. */
export function OverallProgress({ progress }: { progress: Progress }) {
  const { t, language } = usePortalText();
  const { done, total, percent } = progress;
  return (
    <section
      aria-labelledby="portal-progress-heading"
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="portal-progress-heading" className="text-lg font-bold">
          {t('progress.heading')}
        </h2>
        <p className="text-sm text-slate-700">
          <span className="text-2xl font-bold text-slate-900">
            {formatPercent(language, percent)}
          </span>{' '}
          · {t('progress.overall', { done, count: total })}
        </p>
      </div>
      <ProgressBar label={t('progress.overallLabel')} percent={percent} />
      {total > 0 && done === total && (
        <p className="self-start rounded-full bg-(--portal-secondary) px-3 py-1 text-sm font-semibold text-(--portal-on-secondary)">
          {t('progress.allDone')}
        </p>
      )}
    </section>
  );
}
