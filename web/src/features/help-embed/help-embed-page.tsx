import { useEffect } from 'react';
import { SOURCE_LANGUAGE } from '@retainly/domain';
import { ApiError } from '@/lib/api-client';
import { usePortal } from '@/features/portal/api/get-portal';
import { PortalError, PortalLoading, PortalNotFound } from '@/features/portal/portal-states';
import { portalErrorMessage, usePortalText } from '@/features/portal/portal-text';
import { portalTitle } from '@/features/portal/portal-theme';
import { useChosenLanguage, useShownLanguage } from '@/features/portal/use-portal-language';
import { HelpShell } from './help-shell';
import { requestClose } from './use-help-context';

/**
 * The portal's embedded mode: the agency's videos in the CRM's side panel, in the language the
 * client chose for this link, else the version's own. Framed by another site, the browser keeps
 * this page's storage apart from the full portal's, so a choice made there arrives with the
 * sign-in (the server keeps it), not before.
 */
export function HelpEmbedPage({ versionId }: { versionId: string }) {
  const { t } = usePortalText();
  const { chosen, choose } = useChosenLanguage(versionId);
  const portal = usePortal(versionId, chosen);
  const language = chosen ?? portal.data?.language ?? (portal.isError ? SOURCE_LANGUAGE : null);
  const ready = useShownLanguage(language);
  const agencyName = portal.data?.agencyName ?? null;

  useEffect(() => {
    document.title = portalTitle(t, agencyName);
  }, [t, agencyName]);

  // Escape anywhere in the panel asks the CRM to close it (the launcher returns focus).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) requestClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (portal.data && ready && language) {
    return <HelpShell view={portal.data} language={language} chosen={chosen} onChoose={choose} />;
  }
  if (portal.isPending || portal.data) return <PortalLoading />;
  if (portal.error instanceof ApiError && portal.error.status === 404) return <PortalNotFound />;
  return (
    <PortalError
      message={portalErrorMessage(t, portal.error, 'states.errorHint')}
      retrying={portal.isFetching}
      onRetry={() => void portal.refetch()}
    />
  );
}
