import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  resumeTokenOf,
  videoKey,
  withoutResumeToken,
  withProgress,
  type BeatPayload,
  type ModuleProgress,
  type PortalLanguage,
  type PortalSession,
  type PortalView,
  type ProgressIndex,
  type VideoRef,
} from '@retainly/domain';
import { ApiError } from '@/lib/api-client';
import { fetchProgress } from './api/get-progress';
import { markComplete } from './api/mark-complete';
import { resumeSession } from './api/resume-session';
import { saveClientLanguage } from './api/save-client-language';
import { sendHeartbeat } from './api/send-heartbeat';
import { startSession } from './api/start-session';
import { portalErrorMessage, usePortalText } from './portal-text';
import { forgetClient, loadIdentity, saveIdentity } from './portal-storage';
import { sessionProgress, selfReported } from './session-progress';

export const SIGN_IN_AGAIN = 'Please sign in again.';

export type PortalSessionState =
  /** A returning client is being signed in silently with the identity saved on this device. */
  | { status: 'resuming' }
  | { status: 'signed-out'; error: string | null; prefill: string }
  | {
      status: 'signed-in';
      token: string;
      client: PortalSession['client'];
      /** The server's word on every module the client touched, by videoKey. */
      progress: ProgressIndex;
    };

/** Seconds to the millisecond: timeupdate's precision, and a shorter beat. */
const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The reminder e-mail's resume token in the address, taken out of it at once (replaceState, the
 * router's own state kept), so it is never bookmarked, shared or sent again on reload.
 */
function takeResumeToken(): string | null {
  const { pathname, search, hash } = window.location;
  const token = resumeTokenOf(search);
  if (token) {
    window.history.replaceState(
      window.history.state,
      '',
      withoutResumeToken(pathname, search, hash),
    );
  }
  return token;
}

/**
 * The client's session on one portal link. The token lives in memory only; the identity is
 * remembered on the device, so a return visit signs in again silently (which records the
 * login the agency's dashboard shows) and brings the client's progress and resume positions
 * back from the server, whichever device they were made on.
 */
export function usePortalSession(
  { versionId, loginWith }: PortalView,
  {
    chosen,
    onClientLanguage,
  }: {
    /** The language the client chose on this device: sent with each sign-in, so kept. */
    chosen: PortalLanguage | null;
    /** The language the server kept for the client, when this device has no choice yet. */
    onClientLanguage: (language: PortalLanguage) => void;
  },
) {
  const { t } = usePortalText();
  // Read at call time: a language switch must not re-run the sign-in effect.
  const languageRef = useRef({ chosen, onClientLanguage, t });
  useEffect(() => {
    languageRef.current = { chosen, onClientLanguage, t };
  });
  const message = useCallback(
    (error: unknown, fallbackKey?: string) =>
      portalErrorMessage(languageRef.current.t, error, fallbackKey),
    [],
  );
  // Read once per page: StrictMode's second render must still see the token taken the first time.
  const [resumeToken] = useState(takeResumeToken);
  const [state, setState] = useState<PortalSessionState>(() =>
    resumeToken || loadIdentity(versionId, loginWith)
      ? { status: 'resuming' }
      : { status: 'signed-out', error: null, prefill: '' },
  );
  /**
   * Where a reminder e-mail's link leads: its module (null: wherever the client would carry
   * on); undefined when the client came another way.
   */
  const [openAt, setOpenAt] = useState<VideoRef | null | undefined>(undefined);
  const resumeStarted = useRef(false);
  const saving = useRef(new Set<string>());
  const currentToken = useRef<string | null>(null);

  const request = useCallback(
    (value: string) =>
      startSession(
        versionId,
        loginWith === 'EMAIL' ? { email: value } : { name: value },
        languageRef.current.chosen,
      ),
    [versionId, loginWith],
  );

  const accept = useCallback(
    (value: string | null, session: PortalSession) => {
      if (value) saveIdentity(versionId, { loginWith, value });
      currentToken.current = session.token;
      // Signed in on a new device: the language the client chose elsewhere follows them.
      const kept = session.client.language;
      if (kept && !languageRef.current.chosen) languageRef.current.onClientLanguage(kept);
      setState((current) => ({
        status: 'signed-in',
        token: session.token,
        client: session.client,
        // A renewal keeps what this page learned meanwhile (a reply may be newer).
        progress: withProgress(
          current.status === 'signed-in' ? current.progress : new Map(),
          sessionProgress(session),
        ),
      }));
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
        return message(error);
      }
    },
    [request, accept, message],
  );

  useEffect(() => {
    // Once per page (StrictMode runs effects twice in development): one login per visit.
    if (resumeStarted.current) return;
    resumeStarted.current = true;
    const saved = loadIdentity(versionId, loginWith);
    if (resumeToken) {
      resumeSession(versionId, resumeToken).then(
        ({ resumeAt, ...session }) => {
          // Remembered as a typed sign-in is, so the next visit resumes without the link.
          const identity = loginWith === 'EMAIL' ? session.client.email : session.client.name;
          accept(identity, session);
          setOpenAt(resumeAt ?? null);
        },
        // Expired or used (410): its message above the usual sign-in form.
        (error: unknown) =>
          setState({
            status: 'signed-out',
            error: message(error),
            prefill: saved?.value ?? '',
          }),
      );
      return;
    }
    if (!saved) return;
    request(saved.value).then(
      (session) => accept(saved.value, session),
      (error: unknown) => {
        // Refused (400): the saved identity no longer fits this link, so it is forgotten.
        if (error instanceof ApiError && error.status === 400) forgetClient(versionId);
        setState({ status: 'signed-out', error: message(error), prefill: saved.value });
      },
    );
  }, [request, accept, message, versionId, loginWith, resumeToken]);

  const signOut = useCallback(() => {
    forgetClient(versionId);
    currentToken.current = null;
    setState({ status: 'signed-out', error: null, prefill: '' });
  }, [versionId]);

  /** Folds the server's reports in, each kept only where it is newer than what is shown. */
  const record = useCallback((reports: readonly ModuleProgress[]) => {
    setState((current) =>
      current.status === 'signed-in'
        ? { ...current, progress: withProgress(current.progress, reports) }
        : current,
    );
  }, []);

  /**
   * The token to retry with after `failed` answered 401. Signing in on another tab or device
   * replaces this one's token, so the saved identity signs in again once, silently; calls that
   * failed together share that one renewal (a second would void the first's token), and a call
   * that failed with an already-replaced token just uses the new one.
   */
  const renewal = useRef<Promise<string | null> | null>(null);
  const renewedToken = useCallback(
    (failed: string): Promise<string | null> => {
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
    },
    [versionId, loginWith, request, accept],
  );

  /**
   * Runs `call` with the client's token, renewing it once on a 401; a second 401 ends the
   * session with 'Please sign in again.' (the form keeps their name or e-mail).
   */
  const authorized = useCallback(
    async <T>(call: (token: string) => Promise<T>): Promise<T> => {
      const token = currentToken.current;
      if (!token) throw new ApiError(401, SIGN_IN_AGAIN, { message: SIGN_IN_AGAIN });
      try {
        return await call(token);
      } catch (error) {
        if (!isUnauthorized(error)) throw error;
        const renewed = await renewedToken(token);
        try {
          if (!renewed) throw error;
          return await call(renewed);
        } catch (retryError) {
          if (isUnauthorized(retryError)) {
            currentToken.current = null;
            const saved = loadIdentity(versionId, loginWith);
            setState({
              status: 'signed-out',
              error: languageRef.current.t('messages.signInAgain'),
              prefill: saved?.value ?? '',
            });
          }
          throw retryError;
        }
      }
    },
    [renewedToken, versionId, loginWith],
  );

  /**
   * One heartbeat of `video`: true once the server took it (its reply updates the card), false
   * when the module is not measured (409), and rejected when it may work later.
   */
  const sendBeat = useCallback(
    async (video: VideoRef, beat: BeatPayload, keepalive: boolean): Promise<boolean> => {
      const request = {
        categoryId: video.categoryId,
        moduleId: video.moduleId,
        ranges: beat.ranges.map(([start, end]): [number, number] => [ms(start), ms(end)]),
        position: ms(beat.position),
      };
      try {
        const { progress } = await authorized((token) =>
          sendHeartbeat(versionId, token, request, keepalive),
        );
        record([progress]);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return false;
        throw error;
      }
    },
    [authorized, record, versionId],
  );

  /** Brings progress made on another device or tab meanwhile (the page was in the background). */
  const refresh = useCallback(() => {
    if (!currentToken.current) return;
    authorized((token) => fetchProgress(versionId, token)).then(
      ({ modules }) => record(modules),
      () => undefined, // a background refresh: the next one, or a heartbeat, will do
    );
  }, [authorized, record, versionId]);

  /**
   * 'Mark as complete' on a module whose watching cannot be measured: shown at once as
   * self-reported, undone if the server refuses. Repeats are ignored.
   */
  async function complete(video: VideoRef) {
    if (state.status !== 'signed-in') return;
    const key = videoKey(video);
    if (saving.current.has(key)) return;
    const before = state.progress.get(key);
    saving.current.add(key);
    const mark = selfReported(video, before);
    record([mark]);
    try {
      await authorized((token) => markComplete(versionId, token, video));
      record([mark]); // a renewal in between brought the server's list without this one
    } catch (error) {
      setState((current) => {
        if (current.status !== 'signed-in' || current.progress.get(key) !== mark) return current;
        const progress = new Map(current.progress);
        if (before) progress.set(key, before);
        else progress.delete(key);
        return { ...current, progress };
      });
      if (!isUnauthorized(error)) {
        toast.error(message(error, 'messages.saveFailed'));
      }
    } finally {
      saving.current.delete(key);
    }
  }

  /** Keeps a language chosen while signed in on the server too (best effort). */
  const saveLanguage = useCallback(
    (language: PortalLanguage) => {
      if (!currentToken.current) return;
      authorized((token) => saveClientLanguage(versionId, token, language)).catch(
        () => undefined, // this device remembers it anyway; the next sign-in sends it again
      );
    },
    [authorized, versionId],
  );

  return { state, openAt, signIn, signOut, complete, sendBeat, refresh, saveLanguage };
}
