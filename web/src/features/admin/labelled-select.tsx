import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A native select with its label: keyboard and screen readers get the platform's own control.
 * A filter passes `value` and `onChange`; a form field its `registration` (register('name')).
 */
export function LabelledSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  registration,
}: {
  label: string;
  value?: T;
  options: readonly { value: T; label: string }[];
  onChange?: (value: T) => void;
  registration?: UseFormRegisterReturn;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={onChange && ((event) => onChange(event.target.value as T))}
        {...registration}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base focus:border-brand focus:ring-2 focus:ring-green-200 focus:outline-none"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
