import type { ReactNode } from 'react';
import { OUTLINE_BUTTON } from './portal-theme';
import { usePortalText } from './portal-text';

/**
 * What the portal shows before it knows whose page it is: plain and neutral, since the agency's
 * name and colours are not known yet (and ours must never appear).
 */
function Centered({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 px-4 text-center text-slate-900">
      {children}
    </main>
  );
}

export function PortalLoading() {
  const { t } = usePortalText();
  return (
    <Centered>
      <p role="status" className="text-slate-600">
        {t('states.loadingVideos')}
      </p>
    </Centered>
  );
}

export function PortalNotFound() {
  const { t } = usePortalText();
  return (
    <Centered>
      <h1 className="text-2xl font-bold">{t('states.notFoundTitle')}</h1>
      <p className="max-w-md text-slate-600">{t('states.notFoundHint')}</p>
    </Centered>
  );
}

export function PortalError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = usePortalText();
  return (
    <Centered>
      <h1 className="text-2xl font-bold">{t('states.errorTitle')}</h1>
      <p role="alert" className="max-w-md text-slate-600">
        {message}
      </p>
      <button type="button" onClick={onRetry} disabled={retrying} className={OUTLINE_BUTTON}>
        {retrying ? t('states.tryingAgain') : t('states.tryAgain')}
      </button>
    </Centered>
  );
}
