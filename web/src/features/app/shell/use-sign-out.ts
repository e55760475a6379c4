import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { logout } from '@/features/auth/api/auth-api';
import { SESSION_QUERY_KEY } from '@/features/session/use-session';

/**
 * Sign-out (signed-in spec §4): the server ends the session, and whatever it answers the
 * app forgets the user and goes to /.
 */
export function useSignOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return async function signOut() {
    try {
      await logout();
      toast.success('Signed out successfully');
    } catch {
      toast.error('Error signing out');
    }
    client.clear(); // nothing of this user's data may outlive the session
    client.setQueryData(SESSION_QUERY_KEY, null);
    navigate('/', { replace: true });
  };
}
