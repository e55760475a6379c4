import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The line under a sign-in or sign-up step that leads to the other one: 'New here? Start...'. */
export function OtherAccountLink({
  question,
  to,
  children,
}: {
  question: string;
  to: '/login' | '/signup';
  children: ReactNode;
}) {
  return (
    <p className="text-sm text-slate-600">
      {question}{' '}
      <Link className="font-semibold text-brand underline" to={to}>
        {children}
      </Link>
    </p>
  );
}
