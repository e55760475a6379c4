import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: ReactNode };

/** A labelled input; the label is always programmatically tied to it. */
export function Field({ label, hint, className = '', ...props }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        className={`rounded-lg border border-slate-300 px-3 py-2.5 text-base outline-none focus:border-brand focus:ring-2 focus:ring-green-200 disabled:bg-slate-100 disabled:text-slate-500 ${className}`}
        {...props}
      />
      {hint}
    </div>
  );
}
