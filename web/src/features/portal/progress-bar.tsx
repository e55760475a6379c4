import { formatPercent, usePortalText } from './portal-text';
import { ProgressTrack } from '@/components/ui/progress-track';

/** A labelled progress bar in the agency's primary colour (0 to 100). */
export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  const { t, language } = usePortalText();
  return (
    <ProgressTrack
      label={label}
      percent={percent}
      valueText={t('progress.valueText', { percent: formatPercent(language, percent) })}
      className="h-2.5 w-full bg-slate-200"
      fillClassName="rounded-full bg-(--portal-primary) transition-[width] duration-500"
    />
  );
}
