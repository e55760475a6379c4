import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export const inputClass =
  'w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 outline-none focus:border-green-700 focus:ring-2 focus:ring-green-200 aria-[invalid=true]:border-red-600';

/** What a control needs to be labelled and tied to the form's error message. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A label and one control. `invalid` points the control at the form's alert (errorId), so a
 * screen reader reads the problem when the field is focused.
 */
export function FormControl({
  label,
  required = false,
  invalid = false,
  errorId,
  hint,
  children,
}: {
  label: string;
  required?: boolean;
  invalid?: boolean;
  errorId: string;
  hint?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const describedBy = [invalid ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> (optional)</span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': invalid ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled one-line text input: the name and e-mail fields every lead form asks for. */
export function TextField({
  label,
  registration,
  maxLength,
  autoComplete,
  type = 'text',
  required = false,
  invalid = false,
  errorId,
}: {
  label: string;
  /** The field's react-hook-form binding: register('name'). */
  registration: UseFormRegisterReturn;
  maxLength: number;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  invalid?: boolean;
  errorId: string;
}) {
  return (
    <FormControl label={label} required={required} invalid={invalid} errorId={errorId}>
      {(props) => (
        <input
          {...props}
          {...registration}
          className={inputClass}
          type={type}
          autoComplete={autoComplete}
          required={required}
          maxLength={maxLength}
        />
      )}
    </FormControl>
  );
}

/**
 * The name and e-mail every lead form asks for first, each tied to the form's alert.
 * `name` says which name the form keeps (fullName, firstName) and how it is labelled.
 */
export function NameAndEmailFields<Name extends string>({
  name,
  limits,
  register,
  alert,
}: {
  name: { field: Name; label: string; autoComplete: 'name' | 'given-name' };
  limits: { name: number; email: number };
  register: (field: Name | 'email') => UseFormRegisterReturn;
  alert: { id: string; isInvalid: (field: Name | 'email') => boolean };
}) {
  return (
    <>
      <TextField
        label={name.label}
        required
        invalid={alert.isInvalid(name.field)}
        errorId={alert.id}
        autoComplete={name.autoComplete}
        maxLength={limits.name}
        registration={register(name.field)}
      />
      <TextField
        label="E-mail"
        required
        invalid={alert.isInvalid('email')}
        errorId={alert.id}
        type="email"
        autoComplete="email"
        maxLength={limits.email}
        registration={register('email')}
      />
    </>
  );
}
