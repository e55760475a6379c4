/**
 * A bar from 0 to 100 that assistive technology reads as a progress bar (or, for a level such
 * as storage used, a meter): `className` sizes and colours the track, `fillClassName` the fill.
 */
export function ProgressTrack({
  label,
  percent,
  valueText,
  role = 'progressbar',
  className,
  fillClassName,
}: {
  label: string;
  percent: number;
  /** What is read out instead of the bare percentage. */
  valueText?: string;
  role?: 'progressbar' | 'meter';
  className: string;
  fillClassName: string;
}) {
  return (
    <div
      role={role}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={`overflow-hidden rounded-full ${className}`}
    >
      <div className={`h-full ${fillClassName}`} style={{ width: `${percent}%` }} />
    </div>
  );
}
