import { useCallback, useEffect, useRef, useState } from 'react';
import {
  resumeTokenOf,
  withoutResumeToken,
  withProgress,
  type PortalLanguage,
  type PortalSession,
  type PortalView,
  type ProgressIndex,
  type VideoRef,
} from '@retainly/domain';
import { ApiError } from '@/lib/api-client';
import { resumeSession } from './api/resume-session';
import { startSession } from './api/start-session';
import { portalErrorMessage, usePortalText } from './portal-text';
import { forgetClient, loadIdentity, saveIdentity } from './portal-storage';
import { sessionProgress } from './session-progress';

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

export interface ClientLanguage {
  /** The language the client chose on this device: sent with each sign-in, so kept. */
  chosen: PortalLanguage | null;
  /** The language the server kept for the client, when this device has no choice yet. */
  onClientLanguage: (language: PortalLanguage) => void;
}

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
 * Who is signed in on one portal link: the sign-in form, the silent sign-in of a return visit
 * (identity saved on the device) or of a reminder e-mail's resume link, and signing out. The
 * token lives in memory only (`tokenNow`).
 */
export function useClientSignIn(
  { versionId, loginWith }: PortalView,
  { chosen, onClientLanguage }: ClientLanguage,
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

  /**
   * The token was refused even after a renewal: 'Please sign in again.' (the form keeps their
   * name or e-mail).
   */
  const expire = useCallback(() => {
    currentToken.current = null;
    const saved = loadIdentity(versionId, loginWith);
    setState({
      status: 'signed-out',
      error: languageRef.current.t('messages.signInAgain'),
      prefill: saved?.value ?? '',
    });
  }, [versionId, loginWith]);

  /** The token the client holds now, null while signed out. */
  const tokenNow = useCallback(() => currentToken.current, []);

  return {
    state,
    setState,
    openAt,
    tokenNow,
    request,
    accept,
    message,
    signIn,
    signOut,
    expire,
  };
}
