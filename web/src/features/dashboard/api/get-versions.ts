import { useQuery } from '@tanstack/react-query';
import type { OnboardingState } from '@retainly/domain';
import { fetchOnboardingState } from '@/features/onboarding-tool/api/onboarding-state';
import { queryKeys } from '@/lib/query-keys';

const versionsOf = (state: OnboardingState) => state.versions;

/**
 * The agency's versions, for the version filter: the onboarding tool's own state (GET
 * /api/onboarding), so a version created there is in the filter without another load.
 */
export function useVersions() {
  return useQuery({
    queryKey: queryKeys.onboarding.state,
    queryFn: fetchOnboardingState,
    select: versionsOf,
  });
}
