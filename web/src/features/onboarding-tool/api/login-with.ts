import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { LoginWith, LoginWithRequest, OnboardingState } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import { usePlanRefusalHandler } from '../upgrade-prompt';
import {
  isLastStateChange,
  ONBOARDING_STATE_SCOPE,
  storeOnboardingState,
} from './onboarding-state';

/** PUT /api/onboarding/login-with: what the portal asks clients for when they sign in. */
export function saveLoginWith(loginWith: LoginWith): Promise<OnboardingState> {
  return api<OnboardingState>('/onboarding/login-with', {
    method: 'PUT',
    body: jsonBody<LoginWithRequest>({ loginWith }),
  });
}

/**
 * Quick changes (arrowing across the radios) are saved one after another in the order made;
 * when the last state-changing call settles, the state is reloaded so the screen shows what
 * the server kept, whichever calls failed.
 */
export function useLoginWith() {
  const queryClient = useQueryClient();
  const handlePlanRefusal = usePlanRefusalHandler();
  return useMutation({
    mutationKey: mutationKeys.onboardingStateChange('login-with'),
    scope: ONBOARDING_STATE_SCOPE,
    mutationFn: saveLoginWith,
    onSuccess: async (state, loginWith) => {
      await storeOnboardingState(queryClient, state);
      toast.success(
        `Login preference updated to collect ${loginWith === 'EMAIL' ? 'email' : 'name'}`,
      );
    },
    onError: (error) => {
      if (!handlePlanRefusal(error)) toast.error('Failed to save login preference');
    },
    onSettled: () => {
      if (isLastStateChange(queryClient)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.onboarding.state, exact: true });
      }
    },
  });
}
