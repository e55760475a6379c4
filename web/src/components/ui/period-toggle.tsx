import { PillToggle, type PillTone } from './pill-toggle';

export type BillingPeriod = 'monthly' | 'yearly';

const PERIOD_LABELS: Record<BillingPeriod, string> = { monthly: 'Monthly', yearly: 'Yearly' };
const PERIODS: readonly BillingPeriod[] = ['monthly', 'yearly'];

/** Monthly/Yearly as a native radio group: arrow keys, one tab stop, announced state. */
export function PeriodToggle({
  period,
  onChange,
  tone,
  className = '',
}: {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  tone: PillTone;
  className?: string;
}) {
  return (
    <PillToggle
      legend="Billing period"
      options={PERIODS}
      value={period}
      onChange={onChange}
      label={(value) => PERIOD_LABELS[value]}
      tone={tone}
      className={className}
    />
  );
}
