import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthCard, FormError } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { completePasswordReset, tokenFromHash, verifyResetLink } from '../api/auth-api';
import { PasswordField } from './password-field';

const BAD_LINK = 'Invalid or expired password reset link. Please request a new one.';
/** The link may be fine: the check itself failed (offline, server error, too many attempts). */
const NOT_VERIFIED = 'Could not verify reset link.';

type State = 'verifying' | 'form' | 'invalid' | 'unverified' | 'done';

/** /reset-password: verify the link from the hash, then a new password twice (spec §4). */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const [state, setState] = useState<State>(token ? 'verifying' : 'invalid');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

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

  // The form is noValidate: these are the spec's messages, not the browser's minlength bubble.
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password !== confirm) return setError("Passwords don't match");
    if (password.length < 6) return setError('Password must be at least 6 characters');
    setError(null);
    try {
      await completePasswordReset(token!, password, confirm);
      setState('done');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

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
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <PasswordField value={password} onChange={setPassword} isNew label="New password" />
        <PasswordField
          value={confirm}
          onChange={setConfirm}
          isNew
          label="Confirm new password"
          autoFocus={false}
        />
        <FormError message={error} />
        <Button type="submit">Update Password</Button>
      </form>
    </AuthCard>
  );
}
