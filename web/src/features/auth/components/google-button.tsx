import type { MouseEvent } from 'react';
import { ErrorCode } from '@retainly/domain';
import { finishPendingSignOut } from '@/lib/sign-out';
import { browserTimeZone, rememberAffiliate } from '../affiliate';

/**
 * A full-page link into the api's Google flow (it redirects to Google and back). A sign-out
 * still pending is finished first: the new Google session must never meet it later.
 */
export function GoogleButton({ from }: { from: 'login' | 'signup' }) {
  const params = new URLSearchParams({ from, tz: browserTimeZone() ?? 'UTC' });
  const affiliateId = rememberAffiliate(window.location.search);
  if (affiliateId) params.set('am_id', affiliateId);
  const href = `/api/auth/google?${params}`;
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // Still failing: go anyway; the sign-out names its user, so it cannot end the new session.
    void finishPendingSignOut()
      .catch(() => {})
      .then(() => window.location.assign(href));
  };
  return (
    <a
      href={href}
      onClick={go}
      className="flex items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <span aria-hidden className="font-bold text-blue-600">
        G
      </span>
      {from === 'login' ? 'Sign in with Google' : 'Continue with Google'}
    </a>
  );
}

/** What /login?error=… from the Google flow means to the person. */
export const GOOGLE_ERRORS: Record<string, string> = {
  [ErrorCode.GoogleFailed]: 'Something went wrong. Please try again.',
  [ErrorCode.GoogleUnverified]:
    'Google has not verified this e-mail address. Sign in with your password instead.',
  [ErrorCode.GoogleNoEmail]:
    'Google did not share an e-mail address. Please sign up with your e-mail instead.',
};
