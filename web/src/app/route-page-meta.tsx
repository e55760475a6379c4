import { useLocation } from 'react-router';
import { isAgencyClientPage, NOT_FOUND_META, pageMetaFor } from '@retainly/domain';
import { usePageMeta } from '@/features/public-site/use-page-meta';

/**
 * Every route's title and description from the shared table, the same the api writes into
 * index.html. Rendered before the routes, so a page that sets its own meta (a tool's name, say)
 * runs its effect later and wins.
 */
export function RoutePageMeta() {
  const { pathname } = useLocation();
  // A portal or unsubscribe page is the agency's, not ours: it sets its own title, no Retainly tags.
  const isClientPage = isAgencyClientPage(pathname);
  usePageMeta(pageMetaFor(pathname)?.meta ?? NOT_FOUND_META, { skip: isClientPage });
  return null;
}
