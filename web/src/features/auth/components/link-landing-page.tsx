import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AuthCard, FormError } from '@/components/ui/auth-card';
import { homePath } from '@/features/session/home-path';
import { useSetSession } from '@/features/session/api/use-session';
import type { SessionContext } from '@/features/session/session-context';
import { errorMessage } from '@/lib/api-client';
import { confirmLink } from '../api/confirm-link';
import { openEmailLink } from '../api/open-email-link';
import { tokenFromHash } from '../token-from-hash';

type Opened = { session: SessionContext; message: string };

/** The spec's success notices (§8): e-mail confirmed, password created, welcome back. */
const KINDS = {
  confirm: (token: string): Promise<Opened> =>
    confirmLink(token).then((session) => ({ session, message: 'Email confirmed' })),
  'set-password': (token: string): Promise<Opened> =>
    confirmLink(token).then((session) => ({ session, message: 'Password created successfully' })),
  'sign-in': (token: string): Promise<Opened> => openEmailLink(token),
};

/**
 * /auth/confirm, /auth/set-password and /auth/sign-in: open an e-mailed link, say what it did,
 * then go where the account belongs.
 */
export function LinkLandingPage({ kind }: { kind: keyof typeof KINDS }) {
  const navigate = useNavigate();
  const setSession = useSetSession();
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const [error, setError] = useState<string | null>(
    token ? null : 'Invalid or expired link. Please request a new one.',
  );
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token) return; // StrictMode mounts twice; a link works only once
    started.current = true;
    KINDS[kind](token)
      .then(({ session, message }) => {
        setSession(session);
        if (message) toast.success(message);
        navigate(homePath(session), { replace: true });
      })
      .catch((failure) => setError(errorMessage(failure)));
  }, [kind, token, navigate, setSession]);

  return (
    <AuthCard title={error ? 'This link did not work' : 'Signing you in...'}>
      {error ? (
        <>
          <FormError message={error} />
          <Link className="font-semibold text-brand underline" to="/login">
            Back to Login
          </Link>
        </>
      ) : (
        <p role="status" className="text-slate-600">
          One moment...
        </p>
      )}
    </AuthCard>
  );
}
