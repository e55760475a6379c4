import { isAgencyClientPage, NOT_FOUND_META, pageMetaFor } from '@retainly/domain';
import { applyPageMeta } from '@/lib/use-page-meta';

/**
 * Every route's title and description from the shared table, the same the api writes into
 * index.html. A portal or unsubscribe page is the agency's, not ours: it sets its own title,
 * no Retainly tags.
 */
export function applyRouteMeta(pathname: string): void {
  if (!isAgencyClientPage(pathname)) applyPageMeta(pageMetaFor(pathname)?.meta ?? NOT_FOUND_META);
}
