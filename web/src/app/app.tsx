import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { queryClient } from '@/lib/query-client';
import { PageLoading } from './page-loading';
import { RouteErrorBoundary } from './route-error-boundary';
import { RoutePageMeta } from './route-page-meta';

/** Every route is its own chunk, so the landing page ships only what it needs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
function page<C extends ComponentType<any>>(load: () => Promise<C>) {
  return lazy(async () => ({ default: await load() }));
}

const LandingPage = page(() =>
  import('@/features/landing/landing-page').then((m) => m.LandingPage),
);
const PricingPage = page(() =>
  import('@/features/marketing/pricing-page').then((m) => m.PricingPage),
);
const ReviewPage = page(() => import('@/features/marketing/review-page').then((m) => m.ReviewPage));
const PrivacyPage = page(() =>
  import('@/features/marketing/privacy-page').then((m) => m.PrivacyPage),
);
const TermsPage = page(() => import('@/features/marketing/terms-page').then((m) => m.TermsPage));
const BookPage = page(() => import('@/features/marketing/book-page').then((m) => m.BookPage));
const GiftPage = page(() => import('@/features/marketing/gift-page').then((m) => m.GiftPage));
const SwitchPage = page(() => import('@/features/marketing/switch-page').then((m) => m.SwitchPage));
const GoPage = page(() => import('@/features/marketing/go-page').then((m) => m.GoPage));
const PromoPage = page(() => import('@/features/marketing/promo-page').then((m) => m.PromoPage));
const AuthPage = page(() => import('@/features/marketing/auth-page').then((m) => m.AuthPage));
const NotFoundPage = page(() =>
  import('@/features/marketing/not-found-page').then((m) => m.NotFoundPage),
);
const AffiliatePage = page(() =>
  import('@/features/lead-forms/affiliate-page').then((m) => m.AffiliatePage),
);
const SummitPage = page(() =>
  import('@/features/lead-forms/summit-page').then((m) => m.SummitPage),
);
const WebinarPage = page(() =>
  import('@/features/lead-forms/webinar-page').then((m) => m.WebinarPage),
);
const SignupPage = page(() =>
  import('@/features/auth/components/signup-page').then((m) => m.SignupPage),
);
const LoginPage = page(() =>
  import('@/features/auth/components/login-page').then((m) => m.LoginPage),
);
const LinkLandingPage = page(() =>
  import('@/features/auth/components/link-landing-page').then((m) => m.LinkLandingPage),
);
const ResetPasswordPage = page(() =>
  import('@/features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
);
const QuestionnairePage = page(() =>
  import('@/features/onboarding/questionnaire-page').then((m) => m.QuestionnairePage),
);
const AppPage = page(() => import('@/features/app/app-page').then((m) => m.AppPage));
const AdminPage = page(() => import('@/features/admin/admin-page').then((m) => m.AdminPage));
const PortalRoute = page(() => import('@/features/portal/portal-route').then((m) => m.PortalRoute));
const HelpEmbedRoute = page(() =>
  import('@/features/help-embed/help-embed-route').then((m) => m.HelpEmbedRoute),
);
const UnsubscribePage = page(() =>
  import('@/features/unsubscribe/unsubscribe-page').then((m) => m.UnsubscribePage),
);
const DevMailboxPage = page(() =>
  import('@/features/dev/dev-mailbox-page').then((m) => m.DevMailboxPage),
);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
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
      {/* Bottom right, clear of every page's title; on phones above the app's bottom bar. */}
      <Toaster
        position="bottom-right"
        offset={{ bottom: 'calc(24px + var(--toaster-lift, 0px))' }}
        mobileOffset={{ bottom: 'calc(16px + var(--toaster-lift, 0px))' }}
        richColors
      />
    </QueryClientProvider>
  );
}
