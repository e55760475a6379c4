import { useMemo, type ReactNode } from 'react';
import type { PortalLanguage, PortalView } from '@retainly/domain';
import { VideoTextContext, type VideoText } from '@/components/video/video-text';
import { localizeCategories, usePortalText } from './portal-text';
import { portalTheme } from './portal-theme';
import { CodeCard } from './code-card';
import { SignInCard } from './sign-in-card';
import type { PortalSessionState } from './use-client-sign-in';
import { usePortalSession } from './use-portal-session';

/** What a shell gets from PortalLoader: the view and the language shown, chosen on this device. */
export interface PortalShellProps {
  view: PortalView;
  /** The language shown. */
  language: PortalLanguage;
  /** The client's own choice on this device, if any. */
  chosen: PortalLanguage | null;
  onChoose: (language: PortalLanguage) => void;
}

/**
 * What both shells (the page and the CRM help panel) start from: the catalogue's own category
 * headings in the portal's language, the client's session, and a language choice that is kept
 * on this device and, once signed in, on the server.
 */
export function useShellSession({ view: served, chosen, onChoose }: PortalShellProps) {
  const { t } = usePortalText();
  const view = useMemo(
    () => ({ ...served, categories: localizeCategories(t, served.categories) }),
    [served, t],
  );
  const session = usePortalSession(view, { chosen, onClientLanguage: onChoose });
  function choose(next: PortalLanguage) {
    onChoose(next);
    session.saveLanguage(next);
  }
  return { view, session, choose };
}

type SignedIn = Extract<PortalSessionState, { status: 'signed-in' }>;

/**
 * The agency's colours on the root, its header, then the client's sign-in while signed out (or
 * a status while a return visit signs in again) and `signedIn` once they are.
 */
export function PortalFrame({
  view,
  session: { state, signIn, submitCode, resendCode, startOver },
  header,
  compact = false,
  signedIn,
}: {
  view: PortalView;
  session: ReturnType<typeof usePortalSession>;
  header: ReactNode;
  /** The CRM's side panel: narrower, with less space around. */
  compact?: boolean;
  signedIn: (state: SignedIn) => ReactNode;
}) {
  const { t } = usePortalText();
  const videoText = useMemo(
    (): VideoText => ({
      loadFailed: t('player.loadFailed'),
      loadFailedHint: t('player.loadFailedHint'),
      tryAgain: t('player.tryAgain'),
      embedTitle: (title, provider) => t('video.embedTitle', { title, provider }),
    }),
    [t],
  );
  return (
    <VideoTextContext value={videoText}>
      <div style={portalTheme(view.colors)} className="min-h-screen bg-slate-50 text-slate-900">
        {header}
        <main
          className={
            compact
              ? 'mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-4'
              : 'mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8'
          }
        >
          {state.status === 'resuming' && (
            <p role="status" className={`${compact ? 'py-8' : 'py-10'} text-center text-slate-600`}>
              {t('states.loadingProgress')}
            </p>
          )}
          {state.status === 'signed-out' && (
            <SignInCard
              // A new error or prefill (say, after 'Please sign in again.') starts a fresh form.
              key={`${state.error}|${state.prefill}`}
              agencyName={view.agencyName}
              loginWith={view.loginWith}
              initialValue={state.prefill}
              initialError={state.error}
              onSignIn={signIn}
            />
          )}
          {state.status === 'code' && (
            <CodeCard
              key={state.email}
              email={state.email}
              resent={state.resent}
              onSubmitCode={submitCode}
              onResend={resendCode}
              onOtherEmail={startOver}
            />
          )}
          {state.status === 'signed-in' && signedIn(state)}
        </main>
      </div>
    </VideoTextContext>
  );
}
