import type { ReactNode } from 'react';
import * as z from 'zod/mini';
import { FormAlert, useFormAlert } from '@/components/form/form-alert';
import { emailShaped } from '@/components/form/schema-rules';
import { SubmitButton } from '@/components/form/submit-button';
import { submitOrAlert, useZodForm } from '@/components/form/use-zod-form';
import { Field } from '@/components/ui/field';
import { GoogleButton } from './google-button';

export const INVALID_EMAIL = 'Please enter a valid email address';

const emailSchema = z.object({ email: z.string() }).check(emailShaped(INVALID_EMAIL));

/**
 * The first step of sign-up and login: the address, Continue, and Google. The form checks the
 * address itself (noValidate), so the spec's message shows rather than the browser's bubble.
 * `onSubmit` may return a message to show (no such account); a failure shows the api's message,
 * else `fallback`. `initialError` (a failed Google sign-in) shows until the first submission.
 */
export function EmailStepForm({
  defaultEmail,
  onSubmit,
  fallback,
  initialError = null,
  from,
  children,
}: {
  defaultEmail: string;
  onSubmit: (email: string) => Promise<string | void>;
  fallback: string;
  initialError?: string | null;
  from: 'login' | 'signup';
  children?: ReactNode;
}) {
  const form = useZodForm(emailSchema, { email: defaultEmail });
  const { register, formState } = form;
  const alert = useFormAlert(formState.errors, ['email']);
  const submit = form.handleSubmit(({ email }) =>
    submitOrAlert(form, () => onSubmit(email), fallback),
  );
  const message = alert.message ?? (formState.submitCount === 0 ? initialError : null);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus
        required
        {...register('email', {
          // The message is about the address typed before: it goes once the address changes.
          onChange: () => form.clearErrors('email'),
        })}
        {...alert.invalidProps('email')}
      />
      <FormAlert id={alert.id} message={message} />
      <SubmitButton
        busy={formState.isSubmitting}
        busyLabel="Checking..."
        disabled={!form.watch('email').trim()}
      >
        Continue
      </SubmitButton>
      <GoogleButton from={from} />
      {children}
    </form>
  );
}
