import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpSearchResults, PortalLanguage } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { langParam } from './get-help-modules';

/** GET /api/portal/:id/search?q=: up to 20 modules matching title, description or transcript. */
export function searchHelp(
  versionId: string,
  query: string,
  language: PortalLanguage | null,
  signal?: AbortSignal,
): Promise<HelpSearchResults> {
  return api<HelpSearchResults>(
    `/portal/${versionId}/search?q=${encodeURIComponent(query)}${langParam(language)}`,
    { signal },
  );
}

/** Asked only for a query typed; the last hits stay on screen while the next load. */
export const helpSearchQuery = (
  versionId: string,
  query: string,
  language: PortalLanguage | null,
) =>
  queryOptions({
    queryKey: queryKeys.helpSearch(versionId, query, language),
    queryFn: ({ signal }) => searchHelp(versionId, query, language, signal),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useHelpSearch = (versionId: string, query: string, language: PortalLanguage | null) =>
  useQuery(helpSearchQuery(versionId, query, language));
