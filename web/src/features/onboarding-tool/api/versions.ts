import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  VERSION_TIER_NAMES,
  type CreateVersionRequest,
  type OnboardingState,
  type OnboardingVersion,
  type VersionTier,
} from '@retainly/domain';
import { api, ApiError, jsonBody } from '@/lib/api-client';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import { usePlanRefusalHandler } from '../upgrade-prompt';
import { ONBOARDING_STATE_SCOPE, storeOnboardingState } from './onboarding-state';

export function versionOf(
  state: OnboardingState,
  tier: VersionTier,
): OnboardingVersion | undefined {
  return state.versions.find((version) => version.tier === tier);
}

/** POST /api/onboarding/versions: a new public link (201), 409 when the tier already has one. */
export function createVersion(tier: VersionTier): Promise<OnboardingState> {
  return api<OnboardingState>('/onboarding/versions', {
    method: 'POST',
    body: jsonBody<CreateVersionRequest>({ tier }),
  });
}

/** Creating Advanced then Elite quickly: the second waits, so its answer lists both. */
export function useCreateVersion() {
  const queryClient = useQueryClient();
  const handlePlanRefusal = usePlanRefusalHandler();
  return useMutation({
    mutationKey: mutationKeys.onboardingStateChange('create-version'),
    scope: ONBOARDING_STATE_SCOPE,
    mutationFn: createVersion,
    onSuccess: async (state, tier) => {
      await storeOnboardingState(queryClient, state);
      toast.success(`${VERSION_TIER_NAMES[tier]} version created!`);
    },
    onError: (error, tier) => {
      if (handlePlanRefusal(error)) return;
      toast.error(`Failed to create ${tier} version`);
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.onboarding.state, exact: true });
      }
    },
  });
}
