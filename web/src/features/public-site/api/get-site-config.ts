import { emptySiteConfig, type SiteConfig } from '@retainly/domain';
import { deferredApi } from '@/lib/deferred-api';
import { useDeferredQuery } from '@/lib/deferred-query';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/site-config. */
export const fetchSiteConfig = () => deferredApi<SiteConfig>('/site-config');

export const siteConfigQuery = {
  queryKey: queryKeys.siteConfig,
  queryFn: fetchSiteConfig,
  staleTime: 5 * 60_000,
};

/**
 * Payment, booking, embed and video addresses from the api (one place, deployment config).
 * Pages render at once and fill these in; a null means "show the fallback". A deferred query:
 * the landing page shows these before TanStack Query has loaded.
 */
export function useSiteConfig(): SiteConfig | undefined {
  const query = useDeferredQuery(siteConfigQuery);
  // If the api cannot answer, every page still shows its fallbacks rather than a spinner.
  return query.isError ? UNREACHABLE : query.data;
}

const UNREACHABLE = emptySiteConfig('support@retainly.app');
