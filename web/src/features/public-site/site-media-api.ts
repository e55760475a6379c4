import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteMedia } from '@retainly/domain';
import { api } from '@/lib/api-client';

/** GET /api/site-media: the hosted landing intro and walkthrough (null where none is ready). */
export const fetchSiteMedia = () => api<SiteMedia>('/site-media');

export const siteMediaQuery = () =>
  queryOptions({
    queryKey: ['site-media'],
    queryFn: fetchSiteMedia,
    staleTime: 5 * 60_000,
  });

const NONE: SiteMedia = { landingIntro: null, walkthrough: null };

/**
 * The hosted site videos; undefined while loading. If the api cannot answer, pages fall back
 * to the configured URLs (or 'coming soon') rather than a spinner.
 */
export function useSiteMedia(): SiteMedia | undefined {
  const query = useQuery(siteMediaQuery());
  return query.isError ? NONE : query.data;
}
