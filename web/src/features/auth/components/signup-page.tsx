import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { useFormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { submitOrAlert, useZodForm } from '@/components/form/use-zod-form';
import { AuthCard } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';
import { browserTimeZone, rememberAffiliate } from '../affiliate';
import { getAccountStatus } from '../api/get-account-status';
import { signUp } from '../api/sign-up';
import { CheckEmail } from './check-email';
import { EmailStepForm } from './email-step-form';
import { PasswordStepForm } from './password-field';
import { OtherAccountLink } from './other-account-link';

type Step = 'email' | 'password' | 'exists' | 'check-email';

/** Create account stays disabled until the password is long enough, so no rule shows a message. */
const passwordSchema = z.object({ password: z.string() });

/** /signup: e-mail, then password, then 'check your e-mail' (spec §2, §4 'Sign-up'). */
export function SignupPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [affiliateId] = useState(() => rememberAffiliate(location.search));
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [hasAccount, setHasAccount] = useState(false);
  const form = useZodForm(passwordSchema, { password: '' });
  const { formState } = form;
  const alert = useFormAlert(formState.errors, ['password']);

  useEffect(() => {
    if (step !== 'exists') return;
    const timer = setTimeout(() => navigate('/login'), 2_000);
    return () => clearTimeout(timer);
  }, [step, navigate]);

  const submitEmail = async (typed: string) => {
    const status = await getAccountStatus(typed);
    setEmail(typed);
    if (status.hasPassword) setStep('exists');
    else {
      setHasAccount(status.exists);
      setStep('password');
    }
  };

  const submitPassword = form.handleSubmit(({ password }) =>
    submitOrAlert(form, async () => {
      await signUp({ email, password, affiliateId, timeZone: browserTimeZone() });
      setStep('check-email');
    }),
  );

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
        <PasswordStepForm
          onSubmit={(event) => void submitPassword(event)}
          email={email}
          register={form.register}
          alert={alert}
          isNew
          hint={<span className="text-xs text-slate-500">At least 6 characters.</span>}
        >
          <SubmitButton
            busy={formState.isSubmitting}
            busyLabel="Creating account..."
            disabled={form.watch('password').length < 6}
          >
            Create account
          </SubmitButton>
          <Button variant="ghost" onClick={() => setStep('email')}>
            Back
          </Button>
        </PasswordStepForm>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Start your 7-day free trial" progress={33}>
      <EmailStepForm
        defaultEmail={email}
        onSubmit={submitEmail}
        fallback="Error checking account status. Please try again."
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
        <OtherAccountLink question="Already have an account?" to="/login">
          Log in
        </OtherAccountLink>
      </EmailStepForm>
    </AuthCard>
  );
}
