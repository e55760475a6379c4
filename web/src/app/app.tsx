import { Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { afterPaint } from '@/lib/after-paint';
import { DeferredToaster } from './deferred-toaster';
import { PageLoading } from './page-loading';
import { RouteErrorBoundary } from './route-error-boundary';
import { routePage } from './route-page';
import { RoutePageMeta } from './route-page-meta';

// The entry pages paint before TanStack Query loads (data through lib/deferred-query).
const LandingPage = routePage(
  () => import('@/features/landing/landing-page').then((m) => m.LandingPage),
  { queryClient: false },
);
const PricingPage = routePage(
  () => import('@/features/public-site/pricing-page').then((m) => m.PricingPage),
  { queryClient: false },
);
const ReviewPage = routePage(() =>
  import('@/features/public-site/review-page').then((m) => m.ReviewPage),
);
const PrivacyPage = routePage(() =>
  import('@/features/public-site/privacy-page').then((m) => m.PrivacyPage),
);
const TermsPage = routePage(() =>
  import('@/features/public-site/terms-page').then((m) => m.TermsPage),
);
const BookPage = routePage(() =>
  import('@/features/public-site/book-page').then((m) => m.BookPage),
);
const GiftPage = routePage(() =>
  import('@/features/public-site/gift-page').then((m) => m.GiftPage),
);
const SwitchPage = routePage(() =>
  import('@/features/public-site/switch-page').then((m) => m.SwitchPage),
);
const GoPage = routePage(() => import('@/features/public-site/go-page').then((m) => m.GoPage));
const PromoPage = routePage(() =>
  import('@/features/public-site/promo-page').then((m) => m.PromoPage),
);
const AuthPage = routePage(() =>
  import('@/features/public-site/auth-page').then((m) => m.AuthPage),
);
const NotFoundPage = routePage(() =>
  import('@/features/public-site/not-found-page').then((m) => m.NotFoundPage),
);
const AffiliatePage = routePage(() =>
  import('@/features/lead-forms/affiliate-page').then((m) => m.AffiliatePage),
);
const SummitPage = routePage(() =>
  import('@/features/lead-forms/summit-page').then((m) => m.SummitPage),
);
const WebinarPage = routePage(() =>
  import('@/features/lead-forms/webinar-page').then((m) => m.WebinarPage),
);
const SignupPage = routePage(() =>
  import('@/features/auth/components/signup-page').then((m) => m.SignupPage),
);
const LoginPage = routePage(() =>
  import('@/features/auth/components/login-page').then((m) => m.LoginPage),
);
const LinkLandingPage = routePage(() =>
  import('@/features/auth/components/link-landing-page').then((m) => m.LinkLandingPage),
);
const ResetPasswordPage = routePage(() =>
  import('@/features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
);
const QuestionnairePage = routePage(() =>
  import('@/features/questionnaire/questionnaire-page').then((m) => m.QuestionnairePage),
);
const AppPage = routePage(() => import('@/features/app-shell/app-page').then((m) => m.AppPage));
const AdminPage = routePage(() => import('@/features/admin/admin-page').then((m) => m.AdminPage));
const PortalRoute = routePage(() =>
  import('@/features/portal/portal-route').then((m) => m.PortalRoute),
);
const HelpEmbedRoute = routePage(() =>
  import('@/features/help-embed/help-embed-route').then((m) => m.HelpEmbedRoute),
);
const UnsubscribePage = routePage(() =>
  import('@/features/unsubscribe/unsubscribe-page').then((m) => m.UnsubscribePage),
);
const DevMailboxPage = routePage(() =>
  import('@/features/dev/dev-mailbox-page').then((m) => m.DevMailboxPage),
);

/**
 * The pages visitors land on, fetched alongside the app itself: main.tsx renders once the current
 * page's chunk is in, so React's first paint is the page, not its 'Loading...' fallback.
 */
const ENTRY_PAGES: Record<string, { preload: () => Promise<unknown> }> = {
  '/': LandingPage,
  '/pricing': PricingPage,
};

/** Loads the current address's page if it is an entry page; resolves at once otherwise. */
export const preloadEntryPage = (pathname: string) => ENTRY_PAGES[pathname]?.preload();

/** A sign-out that failed on an earlier page ends now, even if this page never calls the api. */
function finishPendingSignOut() {
  import('@/lib/sign-out').then((signOut) => signOut.finishPendingSignOut()).catch(() => {}); // still failing: the next api call tries again
}

export function App() {
  // After the first paint: every api call finishes a pending sign-out first anyway (api-client).
  useEffect(() => afterPaint(finishPendingSignOut), []);
  return (
    <>
      <BrowserRouter>
        <RoutePageMeta />
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Routes>
              <Route path="/" element={<LandingPage />} />
              <Route path="/pricing" element={<PricingPage />} />
              <Route path="/review" element={<ReviewPage />} />
              <Route path="/privacy" element={<PrivacyPage />} />
              <Route path="/terms" element={<TermsPage />} />
              <Route path="/book" element={<BookPage />} />
              <Route path="/gift" element={<GiftPage />} />
              <Route path="/switch" element={<SwitchPage />} />
              <Route path="/go" element={<GoPage />} />
              <Route path="/promo" element={<PromoPage />} />
              <Route path="/auth" element={<AuthPage />} />
              <Route path="/affiliate" element={<AffiliatePage />} />
              <Route path="/summit" element={<SummitPage />} />
              <Route path="/webinar" element={<WebinarPage />} />
              <Route path="/signup" element={<SignupPage />} />
              <Route path="/login" element={<LoginPage />} />
              <Route path="/auth/confirm" element={<LinkLandingPage kind="confirm" />} />
              <Route path="/auth/set-password" element={<LinkLandingPage kind="set-password" />} />
              <Route path="/auth/sign-in" element={<LinkLandingPage kind="sign-in" />} />
              <Route path="/reset-password" element={<ResetPasswordPage />} />
              <Route path="/initial-questions" element={<QuestionnairePage />} />
              <Route path="/app/*" element={<AppPage />} />
              <Route path="/admin/*" element={<AdminPage />} />
              <Route path="/dev/mailbox" element={<DevMailboxPage />} />
              <Route path="/unsubscribe" element={<UnsubscribePage />} />
              <Route path="/:portalId" element={<PortalRoute />} />
              <Route path="/:portalId/help" element={<HelpEmbedRoute />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </RouteErrorBoundary>
      </BrowserRouter>
      <DeferredToaster />
    </>
  );
}
