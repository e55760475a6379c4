import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { FormAlert, useFormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { submitOrAlert, useZodForm } from '@/components/form/use-zod-form';
import { AuthCard, FormError } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { completePasswordReset } from '../api/complete-password-reset';
import { tokenFromHash } from '../token-from-hash';
import { verifyResetLink } from '../api/verify-reset-link';
import { PasswordField } from './password-field';

const BAD_LINK = 'Invalid or expired password reset link. Please request a new one.';
/** The link may be fine: the check itself failed (offline, server error, too many attempts). */
const NOT_VERIFIED = 'Could not verify reset link.';

// The form is noValidate: these are the spec's messages, not the browser's minlength bubble.
const newPasswordSchema = z.object({ password: z.string(), confirm: z.string() }).check(
  z.superRefine(({ password, confirm }, ctx) => {
    if (password !== confirm) {
      ctx.addIssue({ code: 'custom', path: ['confirm'], message: "Passwords don't match" });
    } else if (password.length < 6) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'Password must be at least 6 characters',
      });
    }
  }),
);

type State = 'verifying' | 'form' | 'invalid' | 'unverified' | 'done';

/** /reset-password: verify the link from the hash, then a new password twice (spec §4). */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const [state, setState] = useState<State>(token ? 'verifying' : 'invalid');
  const form = useZodForm(newPasswordSchema, { password: '', confirm: '' });
  const alert = useFormAlert(form.formState.errors, ['password', 'confirm']);

  const verify = useCallback(() => {
    if (!token) return;
    verifyResetLink(token).then(
      () => setState('form'),
      (failure) =>
        setState(failure instanceof ApiError && failure.status === 400 ? 'invalid' : 'unverified'),
    );
  }, [token]);

  useEffect(verify, [verify]);

  const verifyAgain = () => {
    setState('verifying');
    verify();
  };

  useEffect(() => {
    if (state !== 'done') return;
    const timer = setTimeout(() => navigate('/login'), 2_000);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  const submit = form.handleSubmit(({ password, confirm }) =>
    submitOrAlert(form, async () => {
      await completePasswordReset(token!, password, confirm);
      setState('done');
    }),
  );

  if (state === 'verifying') return <AuthCard title="Verifying your link...">{null}</AuthCard>;
  if (state === 'invalid' || state === 'unverified') {
    return (
      <AuthCard title="Reset link problem">
        <FormError message={state === 'invalid' ? BAD_LINK : NOT_VERIFIED} />
        {state === 'unverified' && <Button onClick={verifyAgain}>Try again</Button>}
        <Link className="font-semibold text-brand underline" to="/login">
          Back to Login
        </Link>
      </AuthCard>
    );
  }
  if (state === 'done') {
    return (
      <AuthCard title="Password updated">
        <p role="status" className="text-slate-600">
          Password updated. Taking you to login...
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <PasswordField
          registration={form.register('password')}
          invalidProps={alert.invalidProps('password')}
          isNew
          label="New password"
        />
        <PasswordField
          registration={form.register('confirm')}
          invalidProps={alert.invalidProps('confirm')}
          isNew
          label="Confirm new password"
          autoFocus={false}
        />
        <FormAlert id={alert.id} message={alert.message} />
        <SubmitButton busy={form.formState.isSubmitting}>Update Password</SubmitButton>
      </form>
    </AuthCard>
  );
}
