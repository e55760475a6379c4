import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { LoginWith, OnboardingState } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { usePlanRefusalHandler } from '../upgrade-prompt';
import {
  isLastStateChange,
  ONBOARDING_KEY,
  ONBOARDING_STATE_SCOPE,
  onboardingStateMutationKey,
  storeOnboardingState,
} from './onboarding-state';

/** PUT /api/onboarding/login-with: what the portal asks clients for when they sign in. */
export function saveLoginWith(loginWith: LoginWith): Promise<OnboardingState> {
  return api<OnboardingState>('/onboarding/login-with', {
    method: 'PUT',
    body: JSON.stringify({ loginWith }),
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
    mutationKey: onboardingStateMutationKey('login-with'),
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
        void queryClient.invalidateQueries({ queryKey: ONBOARDING_KEY, exact: true });
      }
    },
  });
}
