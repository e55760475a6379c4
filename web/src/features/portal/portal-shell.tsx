import type { PortalView } from '@retainly/domain';
import { PortalHeader } from './portal-header';
import { portalTheme } from './portal-theme';
import { SignInCard } from './sign-in-card';
import { usePortalSession } from './use-portal-session';
import { VideoLibrary } from './video-library';

/** The branded page: the agency's colours on the root, then sign-in or the videos. */
export function PortalShell({ view }: { view: PortalView }) {
  const { state, openAt, signIn, signOut, complete, sendBeat, refresh } = usePortalSession(view);
  const client = state.status === 'signed-in' ? state.client : null;

  return (
    <div style={portalTheme(view.colors)} className="min-h-screen bg-slate-50 text-slate-900">
      <PortalHeader
        agencyName={view.agencyName}
        signedInAs={client ? (client.name ?? client.email ?? '') : null}
        onSignOut={signOut}
      />
      <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
        {state.status === 'resuming' && (
          <p role="status" className="py-10 text-center text-slate-600">
            Loading your progress...
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
  );
}
