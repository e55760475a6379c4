import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { AgencyModuleLibrary } from '@retainly/domain';
import { api } from '@/lib/api-client';

/** The agency's own modules, and under it each one (agency-module.ts). */
export const AGENCY_MODULES_KEY = ['onboarding', 'modules'] as const;
/** Every version's module list (version-videos.ts keys them under this prefix). */
const VERSION_LISTS_KEY = ['onboarding', 'versions'] as const;

/** GET /api/onboarding/modules: the library, the storage used and the agency's own categories. */
export const fetchAgencyModules = () => api<AgencyModuleLibrary>('/onboarding/modules');

export function useAgencyModules() {
  return useQuery({ queryKey: AGENCY_MODULES_KEY, queryFn: fetchAgencyModules });
}

/**
 * After a module changed: the library (quota, categories) and every version's list reload, since
 * a module may be shown by several versions.
 */
export const reloadAgencyModules = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: AGENCY_MODULES_KEY }),
    queryClient.invalidateQueries({ queryKey: VERSION_LISTS_KEY }),
  ]);
