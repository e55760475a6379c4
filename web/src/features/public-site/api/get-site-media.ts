import { SITE_VIDEO_KEYS, type SiteMedia } from '@retainly/domain';
import { deferredApi } from '@/lib/deferred-api';
import { useDeferredQuery } from '@/lib/deferred-query';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/site-media: each site video slot's hosted video (null where none is ready). */
export const fetchSiteMedia = () => deferredApi<SiteMedia>('/site-media');

export const siteMediaQuery = {
  queryKey: queryKeys.siteMedia,
  queryFn: fetchSiteMedia,
  staleTime: 5 * 60_000,
};

const NONE = Object.fromEntries(
  Object.values(SITE_VIDEO_KEYS).map((key) => [key, null]),
) as SiteMedia;

/**
 * The hosted site videos; undefined while loading. If the api cannot answer, pages fall back
 * to the configured URLs (or 'coming soon') rather than a spinner. A deferred query: the landing
 * page's hero shows before TanStack Query has loaded.
 */
export function useSiteMedia(): SiteMedia | undefined {
  const query = useDeferredQuery(siteMediaQuery);
  return query.isError ? NONE : query.data;
}
