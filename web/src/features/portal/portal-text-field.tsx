import { useId, type InputHTMLAttributes } from 'react';
import { invalidAria } from '@/components/form/form-alert';
import { FOCUS_RING } from './portal-theme';

/**
 * A portal form's one field: its label, the input (the caller's attributes, react-hook-form's
 * register among them) and the server's refusal inline, tied to it for screen readers.
 */
export function PortalTextField({
  label,
  error,
  look = '',
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error: string | null;
  /** Classes beside the field's own border, padding and focus ring. */
  look?: string;
}) {
  const inputId = useId();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        required
        {...input}
        {...invalidAria(Boolean(error), errorId)}
        className={`rounded-lg border px-3 py-2.5 ${look} ${error ? 'border-red-600' : 'border-slate-300'} ${FOCUS_RING}`}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
