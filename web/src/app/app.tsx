import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { AppPage } from '@/features/app/app-page';
import { DevMailboxPage } from '@/features/dev/dev-mailbox-page';
import { LinkLandingPage } from '@/features/auth/components/link-landing-page';
import { LoginPage } from '@/features/auth/components/login-page';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { SignupPage } from '@/features/auth/components/signup-page';
import { LandingPage } from '@/features/landing/landing-page';
import { NotFoundPage } from '@/features/landing/not-found-page';
import { QuestionnairePage } from '@/features/onboarding/questionnaire-page';
import { queryClient } from '@/lib/query-client';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/signup" element={<SignupPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/auth/confirm" element={<LinkLandingPage kind="confirm" />} />
          <Route path="/auth/sign-in" element={<LinkLandingPage kind="sign-in" />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/initial-questions" element={<QuestionnairePage />} />
          <Route path="/app" element={<AppPage />} />
          <Route path="/dev/mailbox" element={<DevMailboxPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </BrowserRouter>
      <Toaster position="top-center" richColors />
    </QueryClientProvider>
  );
}
