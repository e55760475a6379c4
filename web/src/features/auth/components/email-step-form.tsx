import type { FormEvent, ReactNode } from 'react';
import { FormError } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { GoogleButton } from './google-button';

/** The first step of sign-up and login: the address, Continue, and Google. */
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
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus
        required
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
      />
      <FormError message={error} />
      <Button type="submit" disabled={busy || !email.trim()}>
        {busy ? 'Checking...' : 'Continue'}
      </Button>
      <GoogleButton from={from} />
      {children}
    </form>
  );
}
