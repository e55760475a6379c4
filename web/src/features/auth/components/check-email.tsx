import { AuthCard } from '@/components/ui/auth-card';
import { resendSignUpLink } from '../api/resend-sign-up-link';
import { ResendLink } from './resend-link';
import { ButtonLink } from '@/components/ui/button-link';

export function CheckEmail({ email, reason }: { email: string; reason: string }) {
  return (
    <AuthCard title="Check your email">
      <p className="text-slate-600">
        We sent a link to <strong className="text-slate-900">{email}</strong>. {reason}
      </p>
      <p className="text-sm text-slate-600">
        No e-mail after a few minutes? Check your spam folder.
      </p>
      <ResendLink email={email} send={() => resendSignUpLink(email)} />
      <ButtonLink to="/login" variant="outline" size="md">
        Back to Login
      </ButtonLink>
    </AuthCard>
  );
}
