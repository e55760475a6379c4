import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { fetchPortal, portalQueryKey } from './portal-api';
import { PortalShell } from './portal-shell';
import { PortalError, PortalLoading, PortalNotFound } from './portal-states';
import { portalTitle } from './portal-theme';

const isClientError = (error: unknown) => error instanceof ApiError && error.status < 500;

/** The agency's client portal at /{versionId}: their name and colours, never ours. */
export function PortalPage({ versionId }: { versionId: string }) {
  const portal = useQuery({
    queryKey: portalQueryKey(versionId),
    queryFn: () => fetchPortal(versionId),
    // A missing link or a rate limit will not change on an immediate retry.
    retry: (failures, error) => !isClientError(error) && failures < 2,
  });
  const agencyName = portal.data?.agencyName ?? null;

  // The app's route meta skips portal paths, so the title is set here.
  useEffect(() => {
    document.title = portalTitle(agencyName);
  }, [agencyName]);

  // A failed background refetch keeps the portal (and the client's session) on screen.
  if (portal.data) return <PortalShell view={portal.data} />;
  if (portal.isPending) return <PortalLoading />;
  if (portal.error instanceof ApiError && portal.error.status === 404) return <PortalNotFound />;
  return (
    <PortalError
      message={errorMessage(
        portal.error,
        'Please check your connection and try again in a moment.',
      )}
      retrying={portal.isFetching}
      onRetry={() => void portal.refetch()}
    />
  );
}
