import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  LANGUAGE_ENGLISH_NAMES,
  type OnboardingState,
  type PortalLanguage,
  type VersionLanguageRequest,
} from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import {
  isLastStateChange,
  ONBOARDING_STATE_SCOPE,
  storeOnboardingState,
} from './onboarding-state';

/** PUT /api/onboarding/versions/:id/language: the portal's default language for its clients. */
export function saveVersionLanguage(
  versionId: string,
  language: PortalLanguage,
): Promise<OnboardingState> {
  return api<OnboardingState>(`/onboarding/versions/${versionId}/language`, {
    method: 'PUT',
    body: jsonBody<VersionLanguageRequest>({ language }),
  });
}

/** Saved in the order chosen, like the other onboarding settings; then the server's state shows. */
export function useVersionLanguage(versionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.onboardingStateChange('version-language'),
    scope: ONBOARDING_STATE_SCOPE,
    mutationFn: (language: PortalLanguage) => saveVersionLanguage(versionId, language),
    onSuccess: async (state, language) => {
      await storeOnboardingState(queryClient, state);
      toast.success(`Portal language set to ${LANGUAGE_ENGLISH_NAMES[language]}`);
    },
    onError: () => toast.error('Failed to save the portal language'),
    onSettled: () => {
      if (isLastStateChange(queryClient)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.onboarding.state, exact: true });
      }
    },
  });
}
