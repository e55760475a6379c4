import { RadioOptions } from './radio-options';

const TONES = {
  /** On a light section: the chosen pill turns white. */
  light: 'bg-white text-slate-900 shadow',
  /** In a dialog: the chosen pill takes the brand colour. */
  brand: 'bg-brand text-white shadow',
} as const;

export type PillTone = keyof typeof TONES;

/**
 * Two or more choices as pills in one native radio group: arrow keys move, one tab stop, the
 * state is announced, and each pill is a large enough target on a phone.
 */
export function PillToggle<Option extends string>({
  legend,
  options,
  value,
  onChange,
  label,
  tone,
  className = '',
}: {
  /** What the group chooses, for screen readers. */
  legend: string;
  options: readonly Option[];
  value: Option;
  onChange: (option: Option) => void;
  label: (option: Option) => string;
  tone: PillTone;
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
      <legend className="sr-only">{legend}</legend>
      <RadioOptions options={options} value={value} onChange={onChange} look={look} label={label} />
    </fieldset>
  );
}
