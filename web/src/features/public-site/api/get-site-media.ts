import type { SiteMedia } from '@retainly/domain';
import { deferredApi } from '@/lib/deferred-api';
import { useDeferredQuery } from '@/lib/deferred-query';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/site-media: the hosted landing intro and walkthrough (null where none is ready). */
export const fetchSiteMedia = () => deferredApi<SiteMedia>('/site-media');

export const siteMediaQuery = {
  queryKey: queryKeys.siteMedia,
  queryFn: fetchSiteMedia,
  staleTime: 5 * 60_000,
};

const NONE: SiteMedia = { landingIntro: null, walkthrough: null };

/**
 * The hosted site videos; undefined while loading. If the api cannot answer, pages fall back
 * to the configured URLs (or 'coming soon') rather than a spinner. A deferred query: the landing
 * page's hero shows before TanStack Query has loaded.
 */
export function useSiteMedia(): SiteMedia | undefined {
  const query = useDeferredQuery(siteMediaQuery);
  return query.isError ? NONE : query.data;
}
