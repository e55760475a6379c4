import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { OnboardingState } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { mutationKeys, queryKeys } from '@/lib/query-keys';

/** GET /api/onboarding: the step, colours, plan, login setting and versions. */
export function fetchOnboardingState(): Promise<OnboardingState> {
  return api<OnboardingState>('/onboarding');
}

export function useOnboardingState() {
  return useQuery({ queryKey: queryKeys.onboarding.state, queryFn: fetchOnboardingState });
}

/**
 * The mutations that answer with a whole state run one at a time (a shared scope), so each
 * answer is the newest and an earlier one arriving late can never undo a later change.
 */
export const ONBOARDING_STATE_SCOPE = { id: 'onboarding-state' };

/** For onSettled: the settling call still counts as pending, so 1 means none is queued. */
export const isLastStateChange = (queryClient: QueryClient) =>
  queryClient.isMutating({ mutationKey: mutationKeys.onboardingState }) === 1;

/**
 * Stores a mutation's answer. A load still in flight may have been answered before the change,
 * so it is cancelled rather than allowed to land afterwards with the old state.
 */
export async function storeOnboardingState(queryClient: QueryClient, state: OnboardingState) {
  await queryClient.cancelQueries({ queryKey: queryKeys.onboarding.state, exact: true });
  queryClient.setQueryData(queryKeys.onboarding.state, state);
}
