import { RadioOptions } from './radio-options';

export type BillingPeriod = 'monthly' | 'yearly';

const PERIOD_LABELS: Record<BillingPeriod, string> = { monthly: 'Monthly', yearly: 'Yearly' };
const PERIODS: readonly BillingPeriod[] = ['monthly', 'yearly'];

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
  const look = {
    option: (checked: boolean) =>
      `relative cursor-pointer rounded-full px-6 py-2 text-sm font-semibold transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand ${
        checked ? TONES[tone] : 'text-slate-700 hover:bg-slate-200'
      }`,
    // Invisible but covering its label, so a click anywhere on the pill selects it.
    input: 'absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0',
  };
  return (
    <fieldset className={`inline-flex rounded-full bg-slate-100 p-1 ${className}`}>
      <legend className="sr-only">Billing period</legend>
      <RadioOptions
        options={PERIODS}
        value={period}
        onChange={onChange}
        look={look}
        label={(value) => PERIOD_LABELS[value]}
      />
    </fieldset>
  );
}
