import { formatPercent, usePortalText } from './portal-text';

/** A labelled progress bar in the agency's primary colour (0 to 100). */
export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  const { t, language } = usePortalText();
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={t('progress.valueText', { percent: formatPercent(language, percent) })}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className="h-full rounded-full bg-(--portal-primary) transition-[width] duration-500"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
