import { useMemo } from 'react';
import type { PortalLanguage, PortalView } from '@retainly/domain';
import { PortalHeader } from './portal-header';
import { localizeCategories, usePortalText } from './portal-text';
import { portalTheme } from './portal-theme';
import { SignInCard } from './sign-in-card';
import { usePortalSession } from './use-portal-session';
import { VideoLibrary } from './video-library';
import { VideoTextContext, type VideoText } from '@/components/video/video-text';

/**
 * The branded page: the agency's colours on the root, then sign-in or the videos. A language
 * chosen in the header is kept on this device and, once signed in, on the server.
 */
export function PortalShell({
  view: served,
  language,
  chosen,
  onChoose,
}: {
  view: PortalView;
  /** The language shown. */
  language: PortalLanguage;
  /** The client's own choice on this device, if any. */
  chosen: PortalLanguage | null;
  onChoose: (language: PortalLanguage) => void;
}) {
  const { t } = usePortalText();
  // The catalogue's own category headings, in the portal's language.
  const view = useMemo(
    () => ({ ...served, categories: localizeCategories(t, served.categories) }),
    [served, t],
  );
  const { state, openAt, signIn, signOut, complete, sendBeat, refresh, saveLanguage } =
    usePortalSession(view, { chosen, onClientLanguage: onChoose });
  const client = state.status === 'signed-in' ? state.client : null;
  const videoText = useMemo(
    (): VideoText => ({
      loadFailed: t('player.loadFailed'),
      loadFailedHint: t('player.loadFailedHint'),
      tryAgain: t('player.tryAgain'),
      embedTitle: (title, provider) => t('video.embedTitle', { title, provider }),
    }),
    [t],
  );

  function choose(next: PortalLanguage) {
    onChoose(next);
    saveLanguage(next);
  }

  return (
    <VideoTextContext value={videoText}>
      <div style={portalTheme(view.colors)} className="min-h-screen bg-slate-50 text-slate-900">
        <PortalHeader
          agencyName={view.agencyName}
          signedInAs={client ? (client.name ?? client.email ?? '') : null}
          onSignOut={signOut}
          language={language}
          onChooseLanguage={choose}
        />
        <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
          {state.status === 'resuming' && (
            <p role="status" className="py-10 text-center text-slate-600">
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
          {state.status === 'signed-in' && (
            <VideoLibrary
              view={view}
              progress={state.progress}
              openAt={openAt}
              onComplete={complete}
              sendBeat={sendBeat}
              onRefresh={refresh}
            />
          )}
        </main>
      </div>
    </VideoTextContext>
  );
}
