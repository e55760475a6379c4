import { useId } from 'react';

export type BillingPeriod = 'monthly' | 'yearly';

const PERIODS: { value: BillingPeriod; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

const TONES = {
  /** On a light section: the chosen pill turns white. */
  light: 'bg-white text-slate-900 shadow',
  /** In a dialog: the chosen pill takes the brand colour. */
  brand: 'bg-brand text-white shadow',
} as const;

/** Monthly/Yearly as a native radio group: arrow keys, one tab stop, announced state. */
export function PeriodToggle({
  period,
  onChange,
  tone,
  className = '',
}: {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  tone: keyof typeof TONES;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={`inline-flex rounded-full bg-slate-100 p-1 ${className}`}>
      <legend className="sr-only">Billing period</legend>
      {PERIODS.map(({ value, label }) => (
        <label
          key={value}
          className={`relative cursor-pointer rounded-full px-6 py-2 text-sm font-semibold transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand ${
            period === value ? TONES[tone] : 'text-slate-700 hover:bg-slate-200'
          }`}
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={period === value}
            onChange={() => onChange(value)}
            // Invisible but covering its label, so a click anywhere on the pill selects it.
            className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
