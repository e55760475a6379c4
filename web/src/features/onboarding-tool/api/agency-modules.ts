import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { AgencyModuleLibrary } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The agency's own modules, and under it each one (agency-module.ts). */

/** GET /api/onboarding/modules: the library, the storage used and the agency's own categories. */
export const fetchAgencyModules = () => api<AgencyModuleLibrary>('/onboarding/modules');

export function useAgencyModules() {
  return useQuery({ queryKey: queryKeys.onboarding.modules, queryFn: fetchAgencyModules });
}

/**
 * After a module changed: the library (quota, categories) and every version's list reload, since
 * a module may be shown by several versions.
 */
export const reloadAgencyModules = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.onboarding.modules }),
    queryClient.invalidateQueries({ queryKey: queryKeys.onboarding.versionLists }),
  ]);
