import { useId, type SelectHTMLAttributes } from 'react';
import { Labelled } from './labelled';

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
    <Labelled id={id} label={label} className={className}>
      <select
        id={id}
        className={`rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base outline-none focus:border-brand focus:ring-2 focus:ring-green-200 ${selectClassName}`}
        {...props}
      >
        {children}
      </select>
    </Labelled>
  );
}
