import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { logout } from '@/features/auth/api/auth-api';
import { useSession, useSetSession } from '@/features/session/use-session';

/**
 * /app. The tools arrive with the app-shell issue; for now this page enforces the entry rules:
 * no session goes to /, unanswered questions go to /initial-questions.
 */
export function AppPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { session, isLoading } = useSession();
  const setSession = useSetSession();
  const tab = params.get('tab');

  useEffect(() => {
    if (tab) setParams({}, { replace: true }); // spec: the tab is preselected, then removed
  }, [tab, setParams]);

  if (isLoading) return null;
  if (!session) return <Navigate to="/" replace />;
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

  async function signOut() {
    try {
      await logout();
      toast.success('Signed out successfully');
    } catch {
      toast.error('Error signing out');
    }
    setSession(null);
    navigate('/');
  }

  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col gap-6 px-4 py-10">
      <header className="flex items-center justify-between">
        <span className="text-xl font-bold">Retainly</span>
        <Button variant="outline" onClick={() => void signOut()}>
          Sign Out
        </Button>
      </header>
      <h1 className="text-3xl font-bold">
        Welcome{session.fullName ? `, ${session.fullName}` : ''}
      </h1>
      {session.isTrialing && (
        <p className="rounded-lg bg-green-50 px-4 py-3 text-green-900">
          {session.trialDaysRemaining} {session.trialDaysRemaining === 1 ? 'day' : 'days'} left in
          your free trial
        </p>
      )}
      <p data-testid="app-tab" className="text-slate-600">
        Platform Walkthrough
      </p>
    </main>
  );
}
