import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { flushToolData, forgetToolData } from '@/features/tool-data/use-tool-data';
import { signOutOnServer, type SignOutScope } from '@/lib/sign-out';
import type { SessionContext } from '@retainly/domain';
import { queryKeys } from '@/lib/query-keys';

/** How long signing out waits for the tools' last autosaves (a slow network must not block it). */
const SAVE_BEFORE_SIGN_OUT_MS = 3000;

/**
 * Sign-out (signed-in spec §4): the tools' pending autosaves go first, while the session still
 * works; then the server ends the session (this one, or with 'all-devices' every one of the
 * user's), retrying, and whatever it answers the app forgets the user and goes to /. A sign-out
 * the server never confirmed is finished before the next api call (lib/sign-out).
 */
export function useSignOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return async function signOut(scope: SignOutScope = 'this-device') {
    await Promise.race([
      flushToolData(),
      new Promise((resolve) => setTimeout(resolve, SAVE_BEFORE_SIGN_OUT_MS)),
    ]);
    const userId = client.getQueryData<SessionContext | null>(queryKeys.session)?.userId ?? null;
    if (await signOutOnServer(scope, userId)) {
      toast.success(
        scope === 'all-devices' ? 'Signed out of all devices' : 'Signed out successfully',
      );
    } else {
      toast.error('Error signing out');
    }
    forgetToolData(); // nothing saved for this user may go out with a later session's cookie
    client.clear(); // nothing of this user's data may outlive the session
    client.setQueryData(queryKeys.session, null);
    navigate('/', { replace: true });
  };
}
