import { Link } from 'react-router';
import { AuthCard } from '@/components/ui/auth-card';
import { resendSignUpLink } from '../api/auth-api';
import { ResendLink } from './resend-link';

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
      <Link
        to="/login"
        className="rounded-lg border border-slate-300 px-4 py-2.5 text-center text-sm font-semibold hover:bg-slate-50"
      >
        Back to Login
      </Link>
    </AuthCard>
  );
}
