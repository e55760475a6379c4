import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { invalidAria } from '@/components/form/form-alert';
import { Labelled } from './labelled';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  ref?: Ref<HTMLInputElement>;
  label: string;
  hint?: ReactNode;
  /** Shown under the input, which is then marked invalid and described by it. */
  error?: string;
};

/** A labelled input; the label is always programmatically tied to it. */
export function Field({ label, hint, error, className = '', ...props }: Props) {
  const id = useId();
  return (
    <Labelled id={id} label={label}>
      <input
        id={id}
        {...invalidAria(Boolean(error), `${id}-error`)}
        className={`rounded-lg border px-3 py-2.5 text-base outline-none focus:ring-2 disabled:bg-slate-100 disabled:text-slate-500 ${error ? 'border-red-600 focus:ring-red-200' : 'border-slate-300 focus:border-brand focus:ring-green-200'} ${className}`}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {hint}
    </Labelled>
  );
}
