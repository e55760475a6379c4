import type { Progress } from '@retainly/domain';
import { TitledSection } from '@/components/ui/titled-section';
import { ProgressBar } from './progress-bar';
import { formatPercent, usePortalText } from './portal-text';

/** The client's progress across every video, at the top of the list. */
export function OverallProgress({ progress }: { progress: Progress }) {
  const { t, language } = usePortalText();
  const { done, total, percent } = progress;
  return (
    <TitledSection
      title={t('progress.heading')}
      titleClassName="text-lg font-bold"
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm sm:p-6"
      headerClassName="flex flex-wrap items-baseline justify-between gap-2"
      aside={
        <p className="text-sm text-slate-700">
          <span className="text-2xl font-bold text-slate-900">
            {formatPercent(language, percent)}
          </span>{' '}
          · {t('progress.overall', { done, count: total })}
        </p>
      }
    >
      <ProgressBar label={t('progress.overallLabel')} percent={percent} />
      {total > 0 && done === total && (
        <p className="self-start rounded-full bg-(--portal-secondary) px-3 py-1 text-sm font-semibold text-(--portal-on-secondary)">
          {t('progress.allDone')}
        </p>
      )}
    </TitledSection>
  );
}
