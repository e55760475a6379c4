import { useLocation } from 'react-router';
import { NOT_FOUND_META, pageMetaFor, portalIdFromPath } from '@retainly/domain';
import { usePageMeta } from '@/features/public-site/use-page-meta';

/**
 * Every route's title and description from the shared table, the same the api writes into
 * index.html. Rendered before the routes, so a page that sets its own meta (a tool's name, say)
 * runs its effect later and wins.
 */
export function RoutePageMeta() {
  const { pathname } = useLocation();
  // A client portal is the agency's page, not ours: it sets its own title and no Retainly tags.
  const isPortal = portalIdFromPath(pathname) !== null;
  usePageMeta(pageMetaFor(pathname)?.meta ?? NOT_FOUND_META, { skip: isPortal });
  return null;
}
