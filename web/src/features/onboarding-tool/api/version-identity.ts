import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { IdentityMode, OnboardingState, VersionIdentityRequest } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import {
  isLastStateChange,
  ONBOARDING_STATE_SCOPE,
  storeOnboardingState,
} from './onboarding-state';

/** PUT /api/onboarding/versions/:id/identity: how the version's clients prove who they are. */
export function saveVersionIdentity(
  versionId: string,
  identityMode: IdentityMode,
): Promise<OnboardingState> {
  return api<OnboardingState>(`/onboarding/versions/${versionId}/identity`, {
    method: 'PUT',
    body: jsonBody<VersionIdentityRequest>({ identityMode }),
  });
}

const SAVED: Record<IdentityMode, string> = {
  open: 'Clients now sign in with their name or e-mail',
  verified: 'Clients now confirm their e-mail with a code',
};

/** Saved in the order chosen, like the other onboarding settings; then the server's state shows. */
export function useVersionIdentity(versionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.onboardingStateChange('version-identity'),
    scope: ONBOARDING_STATE_SCOPE,
    mutationFn: (mode: IdentityMode) => saveVersionIdentity(versionId, mode),
    onSuccess: async (state, mode) => {
      await storeOnboardingState(queryClient, state);
      toast.success(SAVED[mode]);
    },
    onError: () => toast.error('Failed to save how clients sign in'),
    onSettled: () => {
      if (isLastStateChange(queryClient)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.onboarding.state, exact: true });
      }
    },
  });
}
