import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  OnboardingAction,
  OnboardingMoveRequest,
  OnboardingProgress,
  OnboardingState,
} from '@retainly/domain';
import { api, ApiError, jsonBody } from '@/lib/api-client';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import { ONBOARDING_STATE_SCOPE, storeOnboardingState } from './onboarding-state';

/** `from`: the progress the page shows (the state itself will do: only its progress is sent). */
type Move = OnboardingMoveRequest & { from: OnboardingProgress };

/** POST /api/onboarding/progress: one of spec §4's moves between steps. */
export function moveOnboarding({ action, colors, from }: Move): Promise<OnboardingState> {
  return api<OnboardingState>('/onboarding/progress', {
    method: 'POST',
    body: jsonBody<OnboardingMoveRequest>({
      action,
      colors,
      from: { step: from.step, completed: from.completed },
    }),
  });
}

const finishes = (action: OnboardingAction) => action === 'complete' || action === 'skip';

/** Spec §8's toasts: a refused colour (400) is named, any other failure says what failed. */
function failureMessage(action: OnboardingAction, status: number | undefined): string {
  if (action === 'complete' && status === 400) return 'Failed to save colors';
  return finishes(action) ? 'Failed to complete setup' : 'Failed to save progress';
}

export function useOnboardingMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.onboardingStateChange('progress'),
    scope: ONBOARDING_STATE_SCOPE,
    mutationFn: moveOnboarding,
    onSuccess: async (state, { action }) => {
      await storeOnboardingState(queryClient, state);
      toast.success(finishes(action) ? 'Onboarding completed!' : 'Progress saved!');
    },
    onError: (error, { action }) => {
      const status = error instanceof ApiError ? error.status : undefined;
      toast.error(failureMessage(action, status));
      // 409: another tab moved on already; show where the agency really is.
      if (status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.onboarding.state, exact: true });
      }
    },
  });
}
