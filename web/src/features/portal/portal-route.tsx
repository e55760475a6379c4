import { useParams } from 'react-router';
import { portalIdFromPath } from '@retainly/domain';
import { NotFoundPage } from '@/features/public-site/not-found-page';
import { PortalPage } from './portal-page';

/** /{id}: a client portal when the path has a portal id's shape, else our not-found page. */
export function PortalRoute() {
  const { portalId = '' } = useParams();
  const versionId = portalIdFromPath(`/${portalId}`);
  return versionId ? <PortalPage key={versionId} versionId={versionId} /> : <NotFoundPage />;
}
