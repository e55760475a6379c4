import { PAGE_META } from '@retainly/domain';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { TEXT_LINK_CLASS } from './text-link-class';
import { rememberAffiliate } from '@/features/auth/affiliate';
import { usePageMeta } from '@/lib/use-page-meta';
import { useSession } from '@/features/session/api/use-session';
import { MarketingLayout } from './marketing-layout';

/**
 * /auth: the affiliate program's 'Sign In' target, a chooser between login and sign-up
 * (body not in the spec; see docs/public-site.md). A referral am_id is kept for sign-up.
 */
export function AuthPage() {
  usePageMeta(PAGE_META['/auth']);
  const { session } = useSession();
  const { search } = useLocation();
  const [affiliateId] = useState(() => rememberAffiliate(search));
  const signupHref = affiliateId ? `/signup?am_id=${encodeURIComponent(affiliateId)}` : '/signup';
  return (
    <MarketingLayout>
      <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold">Sign in to Retainly</h1>
          {session ? (
            <>
              <p className="mt-3 text-slate-600">You are already signed in.</p>
              <ButtonLink to="/app" className="mt-6 w-full">
                Open the app
              </ButtonLink>
            </>
          ) : (
            <>
              <p className="mt-3 text-slate-600">Welcome back. Choose how you want to continue.</p>
              <div className="mt-6 flex flex-col gap-3">
                <ButtonLink to="/login">Log in</ButtonLink>
                <ButtonLink to={signupHref} variant="outline">
                  Create an account
                </ButtonLink>
              </div>
            </>
          )}
          <div className="mt-8 border-t border-slate-200 pt-6 text-sm text-slate-600">
            <h2 className="font-semibold text-slate-900">Affiliates</h2>
            <p className="mt-2">
              Affiliates sign in with the same Retainly account: use the e-mail address you applied
              with. Not a partner yet?{' '}
              <Link to="/affiliate" className={TEXT_LINK_CLASS}>
                Apply to the affiliate program
              </Link>
              .
            </p>
          </div>
        </div>
      </div>
    </MarketingLayout>
  );
}
