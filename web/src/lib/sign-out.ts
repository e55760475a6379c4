export type SignOutScope = 'this-device' | 'all-devices';

const PATHS: Record<SignOutScope, string> = {
  'this-device': '/api/auth/logout',
  'all-devices': '/api/auth/logout-all',
};

/** Waits between the tries of one sign-out (three tries in about 2 seconds). */
const RETRY_DELAYS_MS = [500, 1500];

/**
 * A sign-out the server has not confirmed yet, kept where every tab and later visit sees it,
 * with the user it was for: finished later, it must not end someone else's session (the server
 * leaves a session of another user alone when told whose sign-out it is).
 */
interface PendingSignOut {
  scope: SignOutScope;
  userId: string | null;
}

const PENDING_KEY = 'retainly_pending_sign_out';
let pendingHere: PendingSignOut | null = null; // when storage is blocked, this tab still knows

const isScope = (value: unknown): value is SignOutScope =>
  value === 'this-device' || value === 'all-devices';

function pending(): PendingSignOut | null {
  try {
    const stored = localStorage.getItem(PENDING_KEY);
    if (stored !== null) {
      const parsed: unknown = JSON.parse(stored);
      if (
        typeof parsed === 'object' &&
        parsed !== null &&
        isScope((parsed as PendingSignOut).scope)
      ) {
        const { scope, userId } = parsed as PendingSignOut;
        return { scope, userId: typeof userId === 'string' ? userId : null };
      }
    }
  } catch {
    // storage blocked or unreadable: fall back to this tab's memory
  }
  return pendingHere;
}

function setPending(signOut: PendingSignOut | null) {
  pendingHere = signOut;
  try {
    if (signOut) localStorage.setItem(PENDING_KEY, JSON.stringify(signOut));
    else localStorage.removeItem(PENDING_KEY);
  } catch {
    // storage blocked: this tab's memory still has it
  }
}

/**
 * One try; true once the server has ended the session (401: it had already ended), or has
 * found the cookie to be another user's session and left it alone.
 */
async function endSession({ scope, userId }: PendingSignOut): Promise<boolean> {
  const query = userId ? `?${new URLSearchParams({ expectedUserId: userId })}` : '';
  try {
    const response = await fetch(`${PATHS[scope]}${query}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'x-retainly-client': 'web' },
    });
    return response.ok || response.status === 401;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Ends the session on the server (and clears its cookie), retrying. If every try fails the
 * sign-out stays pending: the next api call, in any tab or on a later visit, finishes it before
 * anything else is sent, so the old session is never used again. Resolves true when done now.
 * `userId` is whose session it is, so a late finish never ends another user's session.
 */
export function signOutOnServer(scope: SignOutScope, userId: string | null): Promise<boolean> {
  const signOut = { scope, userId };
  setPending(signOut);
  const run = (async () => {
    for (const delay of [0, ...RETRY_DELAYS_MS]) {
      if (delay) await sleep(delay);
      if (await endSession(signOut)) {
        setPending(null);
        return true;
      }
    }
    return false;
  })();
  track(run.then(failUnlessEnded)).catch(() => {}); // the caller of signOutOnServer reports it
  return run;
}

function failUnlessEnded(ended: boolean) {
  if (!ended) throw new Error('Could not finish signing out. Please try again.');
}

/** The sign-out under way in this tab: api calls wait for it instead of sending another. */
let finishing: Promise<void> | undefined;

function track(work: Promise<void>): Promise<void> {
  const tracked: Promise<void> = work.finally(() => {
    if (finishing === tracked) finishing = undefined;
  });
  finishing = tracked;
  return tracked;
}

/** Finishes a pending sign-out; rejects (so the caller sends nothing) if it still fails. */
export function finishPendingSignOut(): Promise<void> {
  if (finishing) return finishing;
  const signOut = pending();
  if (!signOut) return Promise.resolve();
  return track(
    endSession(signOut).then((ended) => {
      failUnlessEnded(ended);
      setPending(null);
    }),
  );
}
