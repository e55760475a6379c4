import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { flushToolData, forgetToolData } from '@/features/app/tool-data/use-tool-data';
import { logout } from '@/features/auth/api/auth-api';
import { SESSION_QUERY_KEY } from '@/features/session/use-session';

/** How long signing out waits for the tools' last autosaves (a slow network must not block it). */
const SAVE_BEFORE_SIGN_OUT_MS = 3000;

/**
 * Sign-out (signed-in spec §4): the tools' pending autosaves go first, while the session still
 * works; then the server ends the session, and whatever it answers the app forgets the user and
 * goes to /.
 */
export function useSignOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return async function signOut() {
    await Promise.race([
      flushToolData(),
      new Promise((resolve) => setTimeout(resolve, SAVE_BEFORE_SIGN_OUT_MS)),
    ]);
    try {
      await logout();
      toast.success('Signed out successfully');
    } catch {
      toast.error('Error signing out');
    }
    forgetToolData(); // nothing saved for this user may go out with a later session's cookie
    client.clear(); // nothing of this user's data may outlive the session
    client.setQueryData(SESSION_QUERY_KEY, null);
    navigate('/', { replace: true });
  };
}
