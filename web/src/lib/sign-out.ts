export type SignOutScope = 'this-device' | 'all-devices';

const PATHS: Record<SignOutScope, string> = {
  'this-device': '/api/auth/logout',
  'all-devices': '/api/auth/logout-all',
};

/** Waits between the tries of one sign-out (three tries in about 2 seconds). */
const RETRY_DELAYS_MS = [500, 1500];

/** A sign-out the server has not confirmed yet, kept where every tab and later visit sees it. */
const PENDING_KEY = 'retainly_pending_sign_out';
let pendingHere: SignOutScope | null = null; // when storage is blocked, this tab still knows

function pending(): SignOutScope | null {
  try {
    const stored = localStorage.getItem(PENDING_KEY);
    if (stored === 'this-device' || stored === 'all-devices') return stored;
  } catch {
    // storage blocked: fall back to this tab's memory
  }
  return pendingHere;
}

function setPending(scope: SignOutScope | null) {
  pendingHere = scope;
  try {
    if (scope) localStorage.setItem(PENDING_KEY, scope);
    else localStorage.removeItem(PENDING_KEY);
  } catch {
    // storage blocked: this tab's memory still has it
  }
}

/** One try; true once the server has ended the session (401: it had already ended). */
async function endSession(scope: SignOutScope): Promise<boolean> {
  try {
    const response = await fetch(PATHS[scope], {
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
 */
export function signOutOnServer(scope: SignOutScope): Promise<boolean> {
  setPending(scope);
  const run = (async () => {
    for (const delay of [0, ...RETRY_DELAYS_MS]) {
      if (delay) await sleep(delay);
      if (await endSession(scope)) {
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
  const scope = pending();
  if (!scope) return Promise.resolve();
  return track(
    endSession(scope).then((ended) => {
      failUnlessEnded(ended);
      setPending(null);
    }),
  );
}
