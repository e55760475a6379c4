import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ErrorCode, errorCodeOf } from '@retainly/domain';
import { AuthCard, FormError } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { homePath } from '@/features/session/home-path';
import { useSession, useSetSession } from '@/features/session/use-session';
import { ApiError, errorMessage } from '@/lib/api-client';
import { browserTimeZone } from '../affiliate';
import { getAccountStatus, login, requestPasswordReset, signUp } from '../api/auth-api';
import { CheckEmail } from './check-email';
import { EmailStepForm } from './email-step-form';
import { GOOGLE_ERRORS } from './google-button';
import { NotApproved } from './not-approved';
import { PasswordField } from './password-field';

type Step = 'email' | 'password' | 'create-password' | 'not-approved' | 'check-email';
const PROGRESS: Partial<Record<Step, number>> = { email: 33, password: 66, 'create-password': 66 };

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
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(GOOGLE_ERRORS[errorParam] ?? null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (session && step !== 'not-approved') return <Navigate to={homePath(session)} replace />;

  const run = async (work: () => Promise<void>, fallback?: string) => {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      setError(errorMessage(failure, fallback));
    } finally {
      setBusy(false);
    }
  };

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const status = await getAccountStatus(email);
      if (!status.exists) setError('Account not found. Please sign up first.');
      else setStep(status.hasPassword ? 'password' : 'create-password');
    }, 'Error checking user status. Please try again.');
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      try {
        const session = await login(email, password);
        setSession(session);
        navigate(homePath(session));
      } catch (failure) {
        if (failure instanceof ApiError && errorCodeOf(failure.body) === ErrorCode.NotApproved) {
          setStep('not-approved');
          return;
        }
        throw failure;
      }
    });
  };

  const createPassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await signUp({ email, password, timeZone: browserTimeZone() });
      setStep('check-email');
    });
  };

  const forgotPassword = () =>
    run(async () => {
      const { message } = await requestPasswordReset(email);
      setNotice(message);
    });

  const backToEmail = () => {
    setPassword('');
    setError(null);
    setNotice(null);
    setStep('email');
  };

  if (step === 'check-email') {
    return <CheckEmail email={email} reason="Open it to confirm your new password." />;
  }
  if (step === 'not-approved') return <NotApproved onBack={backToEmail} />;

  return (
    <AuthCard title="Welcome Back" progress={PROGRESS[step]}>
      {step === 'email' ? (
        <EmailStepForm
          email={email}
          onEmailChange={setEmail}
          onSubmit={submitEmail}
          busy={busy}
          error={error}
          from="login"
        >
          <p className="text-sm text-slate-600">
            New here?{' '}
            <Link className="font-semibold text-brand underline" to="/signup">
              Start your free trial
            </Link>
          </p>
        </EmailStepForm>
      ) : (
        <form
          onSubmit={step === 'password' ? submitPassword : createPassword}
          noValidate
          className="flex flex-col gap-4"
        >
          <Field label="Email" type="email" value={email} disabled />
          <PasswordField
            value={password}
            onChange={setPassword}
            isNew={step === 'create-password'}
          />
          <FormError message={error} />
          {notice && (
            <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
              {notice}
            </p>
          )}
          {step === 'password' ? (
            <>
              <Button type="submit" disabled={busy || !password}>
                {busy ? 'Logging in...' : 'Login'}
              </Button>
              <Button variant="ghost" onClick={() => void forgotPassword()} disabled={busy}>
                Forgot Password
              </Button>
            </>
          ) : (
            <Button type="submit" disabled={busy || password.length < 6}>
              Create Password
            </Button>
          )}
          <Button variant="ghost" onClick={backToEmail}>
            Back to Email
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
