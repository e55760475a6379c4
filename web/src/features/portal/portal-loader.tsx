import { useEffect, useState, type ComponentType } from 'react';
import { SOURCE_LANGUAGE } from '@retainly/domain';
import { ApiError } from '@/lib/api-client';
import { usePortal } from './api/get-portal';
import type { PortalShellProps } from './portal-frame';
import { browserLanguage } from './portal-language-storage';
import { PortalError, PortalLoading, PortalNotFound } from './portal-states';
import { portalErrorMessage, usePortalText } from './portal-text';
import { portalTitle } from './portal-theme';
import { useChosenLanguage, useShownLanguage } from './use-portal-language';

/**
 * The portal in the client's language, shown by `shell`: the one they chose on this device,
 * else the browser's (navigator.languages, when we speak one of them), else the version's
 * default. Only an explicit choice is `chosen` (saved, sent to the server). Module text comes from the server in that language (?lang=), refetched
 * when it changes while the previous view stays on screen. Until then: loading, not found or
 * an error with a retry.
 */
export function PortalLoader({
  versionId,
  shell: Shell,
}: {
  versionId: string;
  shell: ComponentType<PortalShellProps>;
}) {
  const { t } = usePortalText();
  const { chosen, choose } = useChosenLanguage(versionId);
  const [browser] = useState(browserLanguage);
  const requested = chosen ?? browser;
  const portal = usePortal(versionId, requested);
  const language = requested ?? portal.data?.language ?? (portal.isError ? SOURCE_LANGUAGE : null);
  const ready = useShownLanguage(language);
  const agencyName = portal.data?.agencyName ?? null;

  // The app's route meta skips portal paths, so the title is set here.
  useEffect(() => {
    document.title = portalTitle(t, agencyName);
  }, [t, agencyName]);

  // A failed background refetch keeps the portal (and the client's session) on screen.
  if (portal.data && ready && language) {
    return <Shell view={portal.data} language={language} chosen={chosen} onChoose={choose} />;
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
