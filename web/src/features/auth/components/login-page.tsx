import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ErrorCode, errorCodeOf } from '@retainly/domain';
import * as z from 'zod/mini';
import { useFormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { submitOrAlert, useZodForm } from '@/components/form/use-zod-form';
import { AuthCard } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';
import { homePath } from '@/features/session/home-path';
import { useSession, useSetSession } from '@/features/session/api/use-session';
import { ApiError } from '@/lib/api-client';
import { browserTimeZone } from '../affiliate';
import { getAccountStatus } from '../api/get-account-status';
import { login } from '../api/login';
import { requestPasswordReset } from '../api/request-password-reset';
import { signUp } from '../api/sign-up';
import { CheckEmail } from './check-email';
import { EmailStepForm } from './email-step-form';
import { GOOGLE_ERRORS } from './google-button';
import { NotApproved } from './not-approved';
import { PasswordStepForm } from './password-field';
import { OtherAccountLink } from './other-account-link';

type Step = 'email' | 'password' | 'create-password' | 'not-approved' | 'check-email';
const PROGRESS: Partial<Record<Step, number>> = { email: 33, password: 66, 'create-password': 66 };

/** The buttons stay disabled until the password is long enough, so no rule shows a message. */
const passwordSchema = z.object({ password: z.string() });

/** /login, titled 'Welcome Back' (spec §2, §4 'Login'). */
export function LoginPage() {
  const navigate = useNavigate();
  const { session } = useSession();
  const setSession = useSetSession();
  const [params] = useSearchParams();
  const errorParam = params.get('error') ?? '';
  const [step, setStep] = useState<Step>(
    errorParam === ErrorCode.NotApproved ? 'not-approved' : 'email',
  );
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const form = useZodForm(passwordSchema, { password: '' });
  const { formState } = form;
  const alert = useFormAlert(formState.errors, ['password']);
  const password = form.watch('password');

  if (session && step !== 'not-approved') return <Navigate to={homePath(session)} replace />;

  const submitEmail = async (typed: string) => {
    const status = await getAccountStatus(typed);
    if (!status.exists) return 'Account not found. Please sign up first.';
    setEmail(typed);
    setStep(status.hasPassword ? 'password' : 'create-password');
  };

  const submitPassword = form.handleSubmit((values) =>
    submitOrAlert(form, async () => {
      try {
        const session = await login(email, values.password);
        setSession(session);
        navigate(homePath(session));
      } catch (failure) {
        if (failure instanceof ApiError && errorCodeOf(failure.body) === ErrorCode.NotApproved) {
          setStep('not-approved');
          return;
        }
        throw failure;
      }
    }),
  );

  const createPassword = form.handleSubmit((values) =>
    submitOrAlert(form, async () => {
      await signUp({ email, password: values.password, timeZone: browserTimeZone() });
      setStep('check-email');
    }),
  );

  // Not a submission of its own: it runs through the same form so the buttons show it busy.
  const forgotPassword = form.handleSubmit(() =>
    submitOrAlert(form, async () => {
      const { message } = await requestPasswordReset(email);
      setNotice(message);
    }),
  );

  const backToEmail = () => {
    form.reset();
    setNotice(null);
    setStep('email');
  };

  if (step === 'check-email') {
    return <CheckEmail email={email} reason="Open it to confirm your new password." />;
  }
  if (step === 'not-approved') return <NotApproved onBack={backToEmail} />;

  const busy = formState.isSubmitting;
  return (
    <AuthCard title="Welcome Back" progress={PROGRESS[step]}>
      {step === 'email' ? (
        <EmailStepForm
          defaultEmail={email}
          onSubmit={submitEmail}
          fallback="Error checking user status. Please try again."
          initialError={GOOGLE_ERRORS[errorParam] ?? null}
          from="login"
        >
          <OtherAccountLink question="New here?" to="/signup">
            Start your free trial
          </OtherAccountLink>
        </EmailStepForm>
      ) : (
        <PasswordStepForm
          onSubmit={(event) =>
            void (step === 'password' ? submitPassword(event) : createPassword(event))
          }
          email={email}
          register={form.register}
          alert={alert}
          isNew={step === 'create-password'}
        >
          {notice && (
            <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
              {notice}
            </p>
          )}
          {step === 'password' ? (
            <>
              <SubmitButton busy={busy} busyLabel="Logging in..." disabled={!password}>
                Login
              </SubmitButton>
              <Button
                variant="ghost"
                onClick={(event) => void forgotPassword(event)}
                disabled={busy}
              >
                Forgot Password
              </Button>
            </>
          ) : (
            <SubmitButton busy={busy} disabled={password.length < 6}>
              Create Password
            </SubmitButton>
          )}
          <Button variant="ghost" onClick={backToEmail}>
            Back to Email
          </Button>
        </PasswordStepForm>
      )}
    </AuthCard>
  );
}
