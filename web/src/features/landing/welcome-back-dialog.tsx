import { useState } from 'react';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { requiredText } from '@/components/form/schema-rules';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormError } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { requestEmailLink } from '@/features/auth/api/request-email-link';
import { GoogleButton } from '@/features/auth/components/google-button';
import { ResendLink } from '@/features/auth/components/resend-link';
import { ApiError, errorMessage } from '@/lib/api-client';
import { buttonClass } from '@/components/ui/button-styles';

const emailSchema = z.object({ email: requiredText('Please enter your email address') });

/** How the api refused the address: 403 denied (a title says so), 404 unknown (sign up). */
const refusalType = (failure: unknown) =>
  failure instanceof ApiError && failure.status === 403
    ? 'denied'
    : failure instanceof ApiError && failure.status === 404
      ? 'unknown'
      : 'server';

/**
 * The landing page's e-mail sign-in for approved users (spec §4 'Landing sign-in by e-mail').
 * The address earns a one-time link by e-mail; it never opens a session by itself.
 */
export function WelcomeBackDialog({
  open,
  onOpenChange,
  affiliateId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  affiliateId: string | undefined;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Its message sits above the button, not on the field: the focus stays on the button.
  const form = useZodForm(emailSchema, { email: '' }, { focusError: false });
  const { errors, isSubmitting } = form.formState;
  const refusal = errors.root?.server;
  const submit = form.handleSubmit(async ({ email }) => {
    const normalized = email.toLowerCase();
    try {
      await requestEmailLink(normalized);
      setSentTo(normalized);
    } catch (failure) {
      form.setError('root.server', { type: refusalType(failure), message: errorMessage(failure) });
    }
  });

  const signUp = affiliateId ? `/signup?am_id=${encodeURIComponent(affiliateId)}` : '/signup';

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Welcome Back">
      {sentTo ? (
        <>
          <p role="status" className="text-slate-700">
            Check your email: we sent a sign-in link to <strong>{sentTo}</strong>. It works once,
            for 10 minutes.
          </p>
          <ResendLink email={sentTo} send={() => requestEmailLink(sentTo)} />
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <Field
            label="Email"
            type="email"
            required
            autoComplete="email"
            {...form.register('email')}
          />
          {refusal?.type === 'denied' && (
            <p className="font-semibold text-red-700">Access denied.</p>
          )}
          <FormError message={errors.email?.message ?? refusal?.message} />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Signing in...' : 'Sign in'}
          </Button>
          {refusal?.type === 'unknown' && (
            // 'Please sign up using one of the options below.': these are the options.
            <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
              <Link to={signUp} className={buttonClass({ variant: 'outline', size: 'lg' })}>
                Sign up with email
              </Link>
              <GoogleButton from="signup" />
            </div>
          )}
        </form>
      )}
    </Dialog>
  );
}
