import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { videoKey, type PortalSession, type PortalView, type VideoRef } from '@retainly/domain';
import { ApiError, errorMessage } from '@/lib/api-client';
import { markComplete, startSession } from './portal-api';
import { forgetClient, loadIdentity, saveIdentity } from './portal-storage';

export const SIGN_IN_AGAIN = 'Please sign in again.';

export type PortalSessionState =
  /** A returning client is being signed in silently with the identity saved on this device. */
  | { status: 'resuming' }
  | { status: 'signed-out'; error: string | null; prefill: string }
  | {
      status: 'signed-in';
      token: string;
      client: PortalSession['client'];
      /** videoKey strings. */
      completed: ReadonlySet<string>;
    };

/**
 * The client's session on one portal link. The token lives in memory only; the identity is
 * remembered on the device, so a return visit signs in again silently (which records the
 * login the agency's dashboard shows) and brings the completed marks back.
 */
export function usePortalSession({ versionId, loginWith }: PortalView) {
  const [state, setState] = useState<PortalSessionState>(() =>
    loadIdentity(versionId, loginWith)
      ? { status: 'resuming' }
      : { status: 'signed-out', error: null, prefill: '' },
  );
  const resumeStarted = useRef(false);
  const saving = useRef(new Set<string>());
  const currentToken = useRef<string | null>(null);

  const request = useCallback(
    (value: string) =>
      startSession(versionId, loginWith === 'EMAIL' ? { email: value } : { name: value }),
    [versionId, loginWith],
  );

  const accept = useCallback(
    (value: string, session: PortalSession) => {
      saveIdentity(versionId, { loginWith, value });
      currentToken.current = session.token;
      setState({
        status: 'signed-in',
        token: session.token,
        client: session.client,
        completed: new Set(session.completed.map(videoKey)),
      });
    },
    [versionId, loginWith],
  );

  /** The sign-in form's submit: null on success, else the message to show inline. */
  const signIn = useCallback(
    async (typed: string) => {
      const value = typed.trim();
      try {
        accept(value, await request(value));
        return null;
      } catch (error) {
        return errorMessage(error);
      }
    },
    [request, accept],
  );

  useEffect(() => {
    // Once per page (StrictMode runs effects twice in development): one login per visit.
    if (resumeStarted.current) return;
    resumeStarted.current = true;
    const saved = loadIdentity(versionId, loginWith);
    if (!saved) return;
    request(saved.value).then(
      (session) => accept(saved.value, session),
      (error: unknown) => {
        // Refused (400): the saved identity no longer fits this link, so it is forgotten.
        if (error instanceof ApiError && error.status === 400) forgetClient(versionId);
        setState({ status: 'signed-out', error: errorMessage(error), prefill: saved.value });
      },
    );
  }, [request, accept, versionId, loginWith]);

  const signOut = useCallback(() => {
    forgetClient(versionId);
    setState({ status: 'signed-out', error: null, prefill: '' });
  }, [versionId]);

  const setCompleted = (key: string, done: boolean) =>
    setState((current) => {
      if (current.status !== 'signed-in' || current.completed.has(key) === done) return current;
      const completed = new Set(current.completed);
      if (done) completed.add(key);
      else completed.delete(key);
      return { ...current, completed };
    });

  /**
   * The token to retry with after `failed` answered 401. Signing in on another tab or device
   * replaces this one's token, so the saved identity signs in again once, silently; completions
   * that failed together share that one renewal (a second would void the first's token), and a
   * completion that failed with an already-replaced token just uses the new one.
   */
  const renewal = useRef<Promise<string | null> | null>(null);
  function renewedToken(failed: string): Promise<string | null> {
    if (currentToken.current && currentToken.current !== failed) {
      return Promise.resolve(currentToken.current);
    }
    const saved = loadIdentity(versionId, loginWith);
    if (!saved) return Promise.resolve(null);
    renewal.current ??= request(saved.value)
      .then((session) => {
        accept(saved.value, session);
        return session.token;
      })
      .catch(() => null)
      .finally(() => (renewal.current = null));
    return renewal.current;
  }

  /** Marks a video complete at once; undone if the server refuses. Repeats are ignored. */
  async function complete(video: VideoRef) {
    if (state.status !== 'signed-in') return;
    const key = videoKey(video);
    if (state.completed.has(key) || saving.current.has(key)) return;
    saving.current.add(key);
    setCompleted(key, true);
    try {
      await markComplete(versionId, state.token, video).catch(async (error: unknown) => {
        const token =
          error instanceof ApiError && error.status === 401 && (await renewedToken(state.token));
        if (!token) throw error;
        await markComplete(versionId, token, video);
        setCompleted(key, true); // the renewed session's marks arrived without this one
      });
    } catch (error) {
      setCompleted(key, false);
      if (error instanceof ApiError && error.status === 401) {
        const saved = loadIdentity(versionId, loginWith);
        setState({ status: 'signed-out', error: SIGN_IN_AGAIN, prefill: saved?.value ?? '' });
      } else {
        toast.error(errorMessage(error, 'Your progress could not be saved. Please try again.'));
      }
    } finally {
      saving.current.delete(key);
    }
  }

  return { state, signIn, signOut, complete };
}
