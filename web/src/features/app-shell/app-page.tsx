import { Navigate } from 'react-router';
import { useSession } from '@/features/session/api/use-session';
import { AppShell } from './app-shell';

/**
 * /app/*: signed-in users with their questions answered get the app shell; no session goes to
 * /, unanswered questions go to /initial-questions (signed-in spec §2), or an operator to /admin.
 */
export function AppPage() {
  const { session, isLoading } = useSession();

  if (isLoading) return null;
  if (!session) return <Navigate to="/" replace />;
  // Operators who never answered the agency questions (Google sign-in lands here) go to /admin.
  if (session.isOperator && !session.initialQuestionsCompleted) {
    return <Navigate to="/admin" replace />;
  }
  if (!session.initialQuestionsCompleted) {
    return (
      <>
        <p role="status" className="p-8 text-center text-slate-600">
          Setting up your experience...
        </p>
        <Navigate to="/initial-questions" replace />
      </>
    );
  }
  return <AppShell session={session} />;
}
