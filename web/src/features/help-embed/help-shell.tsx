import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalLanguage, PortalView } from '@retainly/domain';
import { VideoTextContext, type VideoText } from '@/components/video/video-text';
import { LanguageSelect } from '@/features/portal/portal-header';
import { localizeCategories, usePortalText } from '@/features/portal/portal-text';
import { FOCUS_RING, portalTheme } from '@/features/portal/portal-theme';
import { SignInCard } from '@/features/portal/sign-in-card';
import { usePortalSession } from '@/features/portal/use-portal-session';
import { HelpLibrary } from './help-library';
import { requestClose, useCrmContext } from './use-help-context';
import { useHelpUsage } from './use-help-usage';

/**
 * The panel: the agency's name and colours in a compact header with a close button, then the
 * portal's own sign-in (so progress is the client's, verified the same way) or the help library.
 */
export function HelpShell({
  view: served,
  language,
  chosen,
  onChoose,
}: {
  view: PortalView;
  language: PortalLanguage;
  chosen: PortalLanguage | null;
  onChoose: (language: PortalLanguage) => void;
}) {
  const { t: tp } = usePortalText();
  const { t } = useTranslation('help');
  const view = useMemo(
    () => ({ ...served, categories: localizeCategories(tp, served.categories) }),
    [served, tp],
  );
  const session = usePortalSession(view, { chosen, onClientLanguage: onChoose });
  const { state } = session;
  // The route comes first; a re-open is counted through the usage hook declared after it.
  const reopened = useRef<() => void>(undefined);
  const crm = useCrmContext(() => reopened.current?.());
  const usage = useHelpUsage(
    view.versionId,
    state.status === 'signed-in' ? state.token : null,
    crm,
  );
  useEffect(() => {
    reopened.current = usage.reopened;
  });
  const videoText = useMemo(
    (): VideoText => ({
      loadFailed: tp('player.loadFailed'),
      loadFailedHint: tp('player.loadFailedHint'),
      tryAgain: tp('player.tryAgain'),
      embedTitle: (title, provider) => tp('video.embedTitle', { title, provider }),
    }),
    [tp],
  );

  function choose(next: PortalLanguage) {
    onChoose(next);
    session.saveLanguage(next);
  }

  return (
    <VideoTextContext value={videoText}>
      <div style={portalTheme(view.colors)} className="min-h-screen bg-slate-50 text-slate-900">
        <header className="sticky top-0 z-10 flex items-center gap-2 border-b-4 border-(--portal-tertiary) bg-(--portal-primary) px-4 py-3 text-(--portal-on-primary)">
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-lg font-bold">
              {view.agencyName ?? tp('header.welcome')}
            </h1>
            <p className="text-xs opacity-90">{t('header.subtitle')}</p>
          </div>
          <LanguageSelect language={language} onChoose={choose} />
          <button
            type="button"
            onClick={requestClose}
            aria-label={t('header.close')}
            className="shrink-0 rounded-lg px-2.5 py-1.5 text-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--portal-on-primary)"
          >
            <span aria-hidden="true">✕</span>
          </button>
        </header>
        <main className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-4">
          {state.status === 'resuming' && (
            <p role="status" className="py-8 text-center text-slate-600">
              {tp('states.loadingProgress')}
            </p>
          )}
          {state.status === 'signed-out' && (
            <SignInCard
              key={`${state.error}|${state.prefill}`}
              agencyName={view.agencyName}
              loginWith={view.loginWith}
              initialValue={state.prefill}
              initialError={state.error}
              onSignIn={session.signIn}
            />
          )}
          {state.status === 'signed-in' && (
            <HelpLibrary
              view={view}
              language={language}
              route={crm.route}
              progress={state.progress}
              sendBeat={session.sendBeat}
              onComplete={session.complete}
              onRefresh={session.refresh}
              usage={usage}
            />
          )}
          {state.status === 'signed-in' && (
            <p className="text-center text-xs text-slate-600">
              {t('footer.signedInAs', { name: state.client.name ?? state.client.email ?? '' })}{' '}
              <button
                type="button"
                onClick={session.signOut}
                className={`rounded font-semibold underline underline-offset-2 ${FOCUS_RING}`}
              >
                {tp('header.signOut')}
              </button>
            </p>
          )}
        </main>
      </div>
    </VideoTextContext>
  );
}
