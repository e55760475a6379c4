import { browserTimeZone, rememberAffiliate } from '../affiliate';

/** A full-page link into the api's Google flow (it redirects to Google and back). */
export function GoogleButton({ from }: { from: 'login' | 'signup' }) {
  const params = new URLSearchParams({ from, tz: browserTimeZone() ?? 'UTC' });
  const affiliateId = rememberAffiliate(window.location.search);
  if (affiliateId) params.set('am_id', affiliateId);
  return (
    <a
      href={`/api/auth/google?${params}`}
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
  google_failed: 'Something went wrong. Please try again.',
  google_unverified:
    'Google has not verified this e-mail address. Sign in with your password instead.',
  google_no_email:
    'Google did not share an e-mail address. Please sign up with your e-mail instead.',
};
