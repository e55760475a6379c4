import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isCodeSent,
  queryTokenOf,
  RESUME_PARAM,
  SIGN_IN_PARAM,
  withoutQueryParam,
  withProgress,
  type PortalSignInAnswer,
  type PortalLanguage,
  type PortalSession,
  type PortalView,
  type ProgressIndex,
  type VideoRef,
} from '@retainly/domain';
import { ApiError } from '@/lib/api-client';
import { resumeSession } from './api/resume-session';
import { startSession } from './api/start-session';
import {
  signInWithCode,
  signInWithHighLevel,
  signInWithLink,
  signOutDevice,
} from './api/verify-sign-in';
import { openedInHighLevel, requestHighLevelUserContext } from './highlevel-user-context';
import { portalErrorMessage, usePortalText } from './portal-text';
import { forgetClient, loadIdentity, saveIdentity } from './portal-storage';
import { sessionProgress } from './session-progress';
import { indexSetupSteps, type SetupStepIndex } from './setup-step-line';

export type PortalSessionState =
  /** A returning client is being signed in silently with the identity saved on this device. */
  | { status: 'resuming' }
  | { status: 'signed-out'; error: string | null; prefill: string }
  /** A verified version e-mailed a code to `email` (issue #32); `resent` after 'Send a new code'. */
  | { status: 'code'; email: string; resent: boolean }
  | {
      status: 'signed-in';
      token: string;
      client: PortalSession['client'];
      /** The server's word on every module the client touched, by videoKey. */
      progress: ProgressIndex;
      /** Each module's HighLevel setup step, done or not. */
      setupSteps: SetupStepIndex;
    };

export interface ClientLanguage {
  /** The language the client chose on this device: sent with each sign-in, so kept. */
  chosen: PortalLanguage | null;
  /** The language the server kept for the client, when this device has no choice yet. */
  onClientLanguage: (language: PortalLanguage) => void;
}

/**
 * A single-use token in the address (a reminder's resume link, a sign-in e-mail's link), taken
 * out of it at once (replaceState, the router's own state kept), so it is never bookmarked,
 * shared or sent again on reload.
 */
function takeQueryToken(param: string): string | null {
  const { pathname, search, hash } = window.location;
  const token = queryTokenOf(search, param);
  if (token) {
    window.history.replaceState(
      window.history.state,
      '',
      withoutQueryParam(pathname, search, param, hash),
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
  { versionId, loginWith, identityMode }: PortalView,
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
  const [resumeToken] = useState(() => takeQueryToken(RESUME_PARAM));
  const [linkToken] = useState(() => takeQueryToken(SIGN_IN_PARAM));
  const [viaHighLevel] = useState(openedInHighLevel);
  const [state, setState] = useState<PortalSessionState>(() =>
    viaHighLevel || resumeToken || linkToken || loadIdentity(versionId, loginWith)
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
    (value: string): Promise<PortalSignInAnswer> =>
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
        setupSteps: indexSetupSteps(session.setupSteps),
      }));
    },
    [versionId, loginWith],
  );

  /** A session, or the code screen when the address must be proven on this device first. */
  const answered = useCallback(
    (value: string, answer: PortalSignInAnswer, resent = false) => {
      if (isCodeSent(answer)) setState({ status: 'code', email: value, resent });
      else accept(value, answer);
    },
    [accept],
  );

  /** The sign-in form's submit: null on success, else the message to show inline. */
  const signIn = useCallback(
    async (typed: string) => {
      const value = typed.trim();
      try {
        answered(value, await request(value));
        return null;
      } catch (error) {
        return message(error);
      }
    },
    [request, answered, message],
  );

  /** The code screen's submit: null once signed in, else the message to show inline. */
  const submitCode = useCallback(
    async (email: string, code: string) => {
      try {
        accept(email, await signInWithCode(versionId, { email, code }));
        return null;
      } catch (error) {
        return message(error);
      }
    },
    [versionId, accept, message],
  );

  /** 'Send a new code': null when it is on its way, else the message to show. */
  const resendCode = useCallback(
    async (email: string) => {
      try {
        answered(email, await request(email), true);
        return null;
      } catch (error) {
        return message(error);
      }
    },
    [request, answered, message],
  );

  useEffect(() => {
    // Once per page (StrictMode runs effects twice in development): one login per visit.
    if (resumeStarted.current) return;
    resumeStarted.current = true;
    const saved = loadIdentity(versionId, loginWith);
    const signedOut = (error: unknown) =>
      setState({ status: 'signed-out', error: message(error), prefill: saved?.value ?? '' });
    const theUsualWay = () => {
      if (linkToken) {
        signInWithLink(versionId, linkToken).then(
          (session) => accept(session.client.email, session),
          signedOut,
        );
        return;
      }
      if (resumeToken) {
        resumeSession(versionId, resumeToken).then(({ resumeAt, ...session }) => {
          // Remembered as a typed sign-in is, so the next visit resumes without the link.
          const identity = loginWith === 'EMAIL' ? session.client.email : session.client.name;
          accept(identity, session);
          setOpenAt(resumeAt ?? null);
        }, signedOut); // expired or used (410): its message above the usual sign-in form
        return;
      }
      if (!saved) {
        setState((current) =>
          current.status === 'resuming'
            ? { status: 'signed-out', error: null, prefill: '' }
            : current,
        );
        return;
      }
      request(saved.value).then(
        (answer) => answered(saved.value, answer),
        (error: unknown) => {
          // Refused (400): the saved identity no longer fits this link, so it is forgotten.
          if (error instanceof ApiError && error.status === 400) forgetClient(versionId);
          setState({ status: 'signed-out', error: message(error), prefill: saved.value });
        },
      );
    };
    if (!viaHighLevel) return theUsualWay();
    // Inside HighLevel: the CRM says who this is; without an answer, the usual ways.
    void requestHighLevelUserContext().then((payload) => {
      if (!payload) return theUsualWay();
      signInWithHighLevel(versionId, payload).then(
        // Nothing is saved on the device: the CRM answers again next time.
        (session) => accept(null, session),
        signedOut,
      );
    });
  }, [
    request,
    accept,
    answered,
    message,
    versionId,
    loginWith,
    resumeToken,
    linkToken,
    viaHighLevel,
  ]);

  const signOut = useCallback(() => {
    // The next person on this device must prove their own address.
    if (identityMode === 'verified') signOutDevice(versionId).catch(() => undefined);
    forgetClient(versionId);
    currentToken.current = null;
    setState({ status: 'signed-out', error: null, prefill: '' });
  }, [versionId, identityMode]);

  /** 'Use another e-mail address' on the code screen: back to the form, empty. */
  const startOver = useCallback(
    () => setState({ status: 'signed-out', error: null, prefill: '' }),
    [],
  );

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
    submitCode,
    resendCode,
    startOver,
    signOut,
    expire,
  };
}
