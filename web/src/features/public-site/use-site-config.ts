import { useQuery } from '@tanstack/react-query';
import { emptySiteConfig, type SiteConfig } from '@retainly/domain';
import { api } from '@/lib/api-client';

/**
 * Payment, booking, embed and video addresses from the api (one place, deployment config).
 * Pages render at once and fill these in; a null means "show the fallback".
 */
export function useSiteConfig(): SiteConfig | undefined {
  const query = useQuery({
    queryKey: ['site-config'],
    queryFn: () => api<SiteConfig>('/site-config'),
    staleTime: 5 * 60_000,
  });
  // If the api cannot answer, every page still shows its fallbacks rather than a spinner.
  return query.isError ? UNREACHABLE : query.data;
}

const UNREACHABLE = emptySiteConfig('support@retainly.app');
