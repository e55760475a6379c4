import { useId, type FormEvent, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { invalidAria, type InvalidProps } from '@/components/form/form-alert';

export const inputClass =
  'w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 outline-none focus:border-green-700 focus:ring-2 focus:ring-green-200 aria-[invalid=true]:border-red-600';

/** What a control needs to be labelled and tied to the form's error message. */
export type ControlProps = InvalidProps & { id: string };

/** The form's one alert (useFormAlert): its id, and whether its message is about a field. */
export interface LeadFormAlert<Field extends string> {
  id: string;
  isInvalid: (field: Field) => boolean;
}

/**
 * A label and one control. While the form's alert is about `field`, the control is marked
 * invalid and pointed at the alert, so a screen reader reads the problem when it is focused.
 */
export function FormControl<Field extends string>({
  label,
  required = false,
  alert,
  field,
  hint,
  children,
}: {
  label: string;
  required?: boolean;
  alert: LeadFormAlert<Field>;
  /** The field the alert may be about; none for a control that is never invalid. */
  field?: Field;
  hint?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const invalid = field !== undefined && alert.isInvalid(field);
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
      {children({ id, ...invalidAria(invalid, alert.id, ...(hint ? [hintId] : [])) })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled one-line text input: the name and e-mail fields every lead form asks for. */
export function TextField<Field extends string>({
  label,
  registration,
  maxLength,
  autoComplete,
  type = 'text',
  required = false,
  alert,
  field,
}: {
  label: string;
  /** The field's react-hook-form binding: register('name'). */
  registration: UseFormRegisterReturn;
  maxLength: number;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  alert: LeadFormAlert<Field>;
  field: Field;
}) {
  return (
    <FormControl label={label} required={required} alert={alert} field={field}>
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
  alert: LeadFormAlert<Name | 'email'>;
}) {
  return (
    <>
      <TextField
        label={name.label}
        required
        alert={alert}
        field={name.field}
        autoComplete={name.autoComplete}
        maxLength={limits.name}
        registration={register(name.field)}
      />
      <TextField
        label="E-mail"
        required
        alert={alert}
        field="email"
        type="email"
        autoComplete="email"
        maxLength={limits.email}
        registration={register('email')}
      />
    </>
  );
}

/** A lead form named by its h2 `title`; the form checks its fields itself (noValidate). */
export function TitledLeadForm({
  title,
  className,
  onSubmit,
  children,
}: {
  title: string;
  className: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={titleId}
      className={className}
    >
      <h2 id={titleId} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </form>
  );
}
