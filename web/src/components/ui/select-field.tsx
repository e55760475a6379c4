import { useId, type SelectHTMLAttributes } from 'react';

/**
 * A labelled native select, stacked as Field is; `className` is added to the wrapper (its
 * place in a row), `selectClassName` to the select.
 */
export function SelectField({
  label,
  className = '',
  selectClassName = '',
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; selectClassName?: string }) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        className={`rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base outline-none focus:border-brand focus:ring-2 focus:ring-green-200 ${selectClassName}`}
        {...props}
      >
        {children}
      </select>
    </div>
  );
}
