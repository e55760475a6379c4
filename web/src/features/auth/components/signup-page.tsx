import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard, FormError } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { browserTimeZone, rememberAffiliate } from '../affiliate';
import { getAccountStatus, signUp } from '../api/auth-api';
import { CheckEmail } from './check-email';
import { EmailStepForm } from './email-step-form';
import { PasswordField } from './password-field';

type Step = 'email' | 'password' | 'exists' | 'check-email';

/** /signup: e-mail, then password, then 'check your e-mail' (spec §2, §4 'Sign-up'). */
export function SignupPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [affiliateId] = useState(() => rememberAffiliate(location.search));
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [hasAccount, setHasAccount] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (step !== 'exists') return;
    const timer = setTimeout(() => navigate('/login'), 2_000);
    return () => clearTimeout(timer);
  }, [step, navigate]);

  async function submitEmail(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const status = await getAccountStatus(email);
      if (status.hasPassword) setStep('exists');
      else {
        setHasAccount(status.exists);
        setStep('password');
      }
    } catch (failure) {
      setError(errorMessage(failure, 'Error checking account status. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  async function submitPassword(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await signUp({ email, password, affiliateId, timeZone: browserTimeZone() });
      setStep('check-email');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  if (step === 'check-email') {
    return (
      <CheckEmail
        email={email}
        reason="Open it to confirm your account and start your 7-day free trial."
      />
    );
  }
  if (step === 'exists') {
    return (
      <AuthCard title="Account exists">
        <p role="status" className="text-slate-600">
          Account exists. This email is already registered. Redirecting to login...
        </p>
      </AuthCard>
    );
  }
  if (step === 'password') {
    return (
      <AuthCard title={hasAccount ? 'Set your password' : 'Create your password'} progress={66}>
        <form onSubmit={submitPassword} noValidate className="flex flex-col gap-4">
          <Field label="Email" type="email" value={email} disabled />
          <PasswordField
            value={password}
            onChange={setPassword}
            isNew
            hint={<span className="text-xs text-slate-500">At least 6 characters.</span>}
          />
          <FormError message={error} />
          <Button type="submit" disabled={busy || password.length < 6}>
            {busy ? 'Creating account...' : 'Create account'}
          </Button>
          <Button variant="ghost" onClick={() => setStep('email')}>
            Back
          </Button>
        </form>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Start your 7-day free trial" progress={33}>
      <EmailStepForm
        email={email}
        onEmailChange={setEmail}
        onSubmit={submitEmail}
        busy={busy}
        error={error}
        from="signup"
      >
        <p className="text-xs text-slate-500">
          By continuing you agree to our{' '}
          <Link className="underline" to="/terms">
            Terms
          </Link>{' '}
          and{' '}
          <Link className="underline" to="/privacy">
            Privacy Policy
          </Link>
          .
        </p>
        <p className="text-sm text-slate-600">
          Already have an account?{' '}
          <Link className="font-semibold text-brand underline" to="/login">
            Log in
          </Link>
        </p>
      </EmailStepForm>
    </AuthCard>
  );
}
