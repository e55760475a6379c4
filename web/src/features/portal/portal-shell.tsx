import { PortalHeader } from './portal-header';
import { PortalFrame, useShellSession, type PortalShellProps } from './portal-frame';
import { SetupStepsProvider } from './setup-step-line';
import { VideoLibrary } from './video-library';

/**
 * The branded page: the agency's colours on the root, then sign-in or the videos. A language
 * chosen in the header is kept on this device and, once signed in, on the server.
 */
export function PortalShell(props: PortalShellProps) {
  const { view, session, choose } = useShellSession(props);
  const { state } = session;
  const client = state.status === 'signed-in' ? state.client : null;
  return (
    <PortalFrame
      view={view}
      session={session}
      header={
        <PortalHeader
          agencyName={view.agencyName}
          signedInAs={client ? (client.name ?? client.email ?? '') : null}
          onSignOut={session.signOut}
          language={props.language}
          onChooseLanguage={choose}
        />
      }
      signedIn={({ progress, setupSteps }) => (
        <SetupStepsProvider value={setupSteps}>
          <VideoLibrary
            view={view}
            progress={progress}
            openAt={session.openAt}
            onComplete={session.complete}
            sendBeat={session.sendBeat}
            onRefresh={session.refresh}
          />
        </SetupStepsProvider>
      )}
    />
  );
}
