import { useState, type FormEvent, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormAlert, type InvalidProps } from '@/components/form/form-alert';
import { Field } from '@/components/ui/field';

/**
 * A password input with a show/hide toggle. Its form should be noValidate and check the length
 * itself: the browser's own bubble for minLength would stand in for the spec's message.
 */
export function PasswordField({
  registration,
  invalidProps,
  isNew = false,
  label = 'Password',
  autoFocus = true,
  hint,
}: {
  /** The field's react-hook-form binding: register('password'). */
  registration: UseFormRegisterReturn;
  /** aria-invalid and aria-describedby while the form's alert is about this field. */
  invalidProps?: InvalidProps;
  isNew?: boolean;
  label?: string;
  autoFocus?: boolean;
  hint?: ReactNode;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="relative">
        <Field
          label={label}
          type={visible ? 'text' : 'password'}
          autoComplete={isNew ? 'new-password' : 'current-password'}
          autoFocus={autoFocus}
          required
          minLength={isNew ? 6 : undefined}
          {...registration}
          {...invalidProps}
          className="pr-16"
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          className="absolute bottom-2 right-2 rounded px-2 py-1 text-xs font-semibold text-slate-600 hover:bg-slate-100"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {hint}
    </div>
  );
}

/**
 * A password step's form: the address it is for (fixed now), its password, the form's alert
 * (useFormAlert), which the password field is described by while it is about it, then the
 * step's buttons (`children`).
 */
export function PasswordStepForm({
  onSubmit,
  email,
  register,
  alert,
  isNew,
  hint,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  email: string;
  register: (field: 'password') => UseFormRegisterReturn;
  alert: { id: string; message: string | null; invalidProps: (field: 'password') => InvalidProps };
  isNew: boolean;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label="Email" type="email" value={email} disabled />
      <PasswordField
        registration={register('password')}
        invalidProps={alert.invalidProps('password')}
        isNew={isNew}
        hint={hint}
      />
      <FormAlert id={alert.id} message={alert.message} />
      {children}
    </form>
  );
}
