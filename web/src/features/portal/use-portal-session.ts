import type { PortalView } from '@retainly/domain';
import { useAuthorizedCall } from './use-authorized-call';
import { useClientSignIn, type ClientLanguage } from './use-client-sign-in';
import { useProgressCalls } from './use-progress-calls';

/**
 * The client's session on one portal link. The token lives in memory only; the identity is
 * remembered on the device, so a return visit signs in again silently (which records the
 * login the agency's dashboard shows) and brings the client's progress and resume positions
 * back from the server, whichever device they were made on. Its parts: who is signed in
 * (use-client-sign-in), calls with the token renewed once on a 401 (use-authorized-call), and
 * what the client sends (use-progress-calls).
 */
export function usePortalSession(view: PortalView, language: ClientLanguage) {
  const client = useClientSignIn(view, language);
  const authorized = useAuthorizedCall(view, client);
  const calls = useProgressCalls(view.versionId, client, authorized);
  const { state, openAt, signIn, signOut, submitCode, resendCode, startOver } = client;
  return { state, openAt, signIn, signOut, submitCode, resendCode, startOver, ...calls };
}
