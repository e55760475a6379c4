import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CrmRoute, HelpModules, PortalLanguage } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The language asked for, when the client chose one (else the version's own). */
export const langParam = (language: PortalLanguage | null) => (language ? `&lang=${language}` : '');

/** GET /api/portal/:id/help?route=: the modules for the client's CRM page, most useful first. */
export function fetchHelpModules(
  versionId: string,
  route: CrmRoute | null,
  language: PortalLanguage | null,
): Promise<HelpModules> {
  return api<HelpModules>(`/portal/${versionId}/help?route=${route ?? ''}${langParam(language)}`);
}

/** Asked only on a CRM page we know; the last answer stays on screen while the next loads. */
export const helpModulesQuery = (
  versionId: string,
  route: CrmRoute | null,
  language: PortalLanguage | null,
) =>
  queryOptions({
    queryKey: queryKeys.helpModules(versionId, route, language),
    queryFn: () => fetchHelpModules(versionId, route, language),
    enabled: route !== null,
    placeholderData: keepPreviousData,
  });

export const useHelpModules = (
  versionId: string,
  route: CrmRoute | null,
  language: PortalLanguage | null,
) => useQuery(helpModulesQuery(versionId, route, language));
