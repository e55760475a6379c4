import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PortalFrame,
  useShellSession,
  type PortalShellProps,
} from '@/features/portal/portal-frame';
import { LanguageSelect } from '@/features/portal/portal-header';
import { usePortalText } from '@/features/portal/portal-text';
import { FOCUS_RING } from '@/features/portal/portal-theme';
import { HelpLibrary } from './help-library';
import { requestClose, useCrmContext } from './use-help-context';
import { useHelpUsage } from './use-help-usage';

/**
 * The panel: the agency's name and colours in a compact header with a close button, then the
 * portal's own sign-in (so progress is the client's, verified the same way) or the help library.
 */
export function HelpShell(props: PortalShellProps) {
  const { t: tp } = usePortalText();
  const { t } = useTranslation('help');
  const { view, session, choose } = useShellSession(props);
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

  const header = (
    <header className="sticky top-0 z-10 flex items-center gap-2 border-b-4 border-(--portal-tertiary) bg-(--portal-primary) px-4 py-3 text-(--portal-on-primary)">
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-lg font-bold">{view.agencyName ?? tp('header.welcome')}</h1>
        <p className="text-xs opacity-90">{t('header.subtitle')}</p>
      </div>
      <LanguageSelect language={props.language} onChoose={choose} />
      <button
        type="button"
        onClick={requestClose}
        aria-label={t('header.close')}
        className="shrink-0 rounded-lg px-2.5 py-1.5 text-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--portal-on-primary)"
      >
        <span aria-hidden="true">✕</span>
      </button>
    </header>
  );

  return (
    <PortalFrame
      view={view}
      session={session}
      header={header}
      compact
      signedIn={({ progress, client }) => (
        <>
          <HelpLibrary
            view={view}
            language={props.language}
            route={crm.route}
            progress={progress}
            sendBeat={session.sendBeat}
            onComplete={session.complete}
            onRefresh={session.refresh}
            usage={usage}
          />
          <p className="text-center text-xs text-slate-600">
            {t('footer.signedInAs', { name: client.name ?? client.email ?? '' })}{' '}
            <button
              type="button"
              onClick={session.signOut}
              className={`rounded font-semibold underline underline-offset-2 ${FOCUS_RING}`}
            >
              {tp('header.signOut')}
            </button>
          </p>
        </>
      )}
    />
  );
}
