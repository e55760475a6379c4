import { useId, useState, type Ref } from 'react';
import { normalizeHexColor } from '@retainly/domain';
import { invalidAria } from '@/components/form/form-alert';

export const INVALID_COLOR = 'Enter a 3 or 6 digit hex color, like #3b82f6.';

/** '#abc' -> '#aabbcc': the colour picker only takes the 6-digit form. */
function sixDigits(color: string): string {
  return color.length === 4 ? `#${[...color.slice(1)].map((c) => c + c).join('')}` : color;
}

/**
 * A brand colour (the onboarding portal's, the Branding tool's): a picker and a text entry kept
 * in step. Text accepts 3 or 6 hex digits and
 * gets its '#' on blur (spec §5); an invalid value shows an inline error once `showError`.
 */
export function ColorField({
  label,
  value,
  onChange,
  onBlur,
  showError,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  showError: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const normalized = normalizeHexColor(value);
  // While the text is half-typed, the picker keeps showing the last valid colour.
  // (Adjusting state during render, as React recommends for values derived from props.)
  const [lastValid, setLastValid] = useState(() => sixDigits(normalized ?? '#000000'));
  if (normalized && sixDigits(normalized) !== lastValid) setLastValid(sixDigits(normalized));
  const invalid = showError && !normalized;

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={lastValid}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        />
        <input
          id={id}
          ref={inputRef}
          value={value}
          spellCheck={false}
          autoComplete="off"
          maxLength={9}
          {...invalidAria(invalid, `${id}-error`)}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            if (normalized) onChange(normalized);
            onBlur();
          }}
          className={`w-full min-w-0 rounded-lg border px-3 py-2.5 font-mono text-base outline-none focus:ring-2 ${invalid ? 'border-red-600 focus:ring-red-200' : 'border-slate-300 focus:border-brand focus:ring-green-200'}`}
        />
      </div>
      {invalid && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {INVALID_COLOR}
        </p>
      )}
    </div>
  );
}
