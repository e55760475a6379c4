import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormError } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { requestEmailLink } from '@/features/auth/api/request-email-link';
import { GoogleButton } from '@/features/auth/components/google-button';
import { ResendLink } from '@/features/auth/components/resend-link';
import { ApiError, errorMessage } from '@/lib/api-client';
import { buttonClass } from '@/components/ui/button-styles';

type Failure = { title?: string; message: string; signUp?: boolean };

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
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Failure | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const normalized = email.trim().toLowerCase();
    if (!normalized) return setError({ message: 'Please enter your email address' });
    setBusy(true);
    setError(null);
    try {
      await requestEmailLink(normalized);
      setSentTo(normalized);
    } catch (failure) {
      const denied = failure instanceof ApiError && failure.status === 403;
      const unknown = failure instanceof ApiError && failure.status === 404;
      setError({
        title: denied ? 'Access denied.' : undefined,
        message: errorMessage(failure),
        signUp: unknown,
      });
    } finally {
      setBusy(false);
    }
  }

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
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Field
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {error?.title && <p className="font-semibold text-red-700">{error.title}</p>}
          <FormError message={error?.message} />
          <Button type="submit" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign in'}
          </Button>
          {error?.signUp && (
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
