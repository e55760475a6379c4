import { useState, type FormEvent, type ReactNode } from 'react';
import { isEmailShaped, normalizeEmail } from '@retainly/domain';
import { FormError } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { GoogleButton } from './google-button';

export const INVALID_EMAIL = 'Please enter a valid email address';

/**
 * The first step of sign-up and login: the address, Continue, and Google. The form checks the
 * address itself (noValidate), so the spec's message shows rather than the browser's bubble.
 */
export function EmailStepForm({
  email,
  onEmailChange,
  onSubmit,
  busy,
  error,
  from,
  children,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  error: string | null;
  from: 'login' | 'signup';
  children?: ReactNode;
}) {
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const shaped = isEmailShaped(normalizeEmail(email));
    setInvalid(!shaped);
    if (shaped) onSubmit(event);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus
        required
        aria-invalid={invalid || undefined}
        value={email}
        onChange={(e) => {
          setInvalid(false);
          onEmailChange(e.target.value);
        }}
      />
      <FormError message={invalid ? INVALID_EMAIL : error} />
      <Button type="submit" disabled={busy || !email.trim()}>
        {busy ? 'Checking...' : 'Continue'}
      </Button>
      <GoogleButton from={from} />
      {children}
    </form>
  );
}
