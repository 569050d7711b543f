import { apiRequest } from '@/lib/api-client';
import { UserPreferences, type CompleteOnboardingRequest } from '@alavanca/contracts/preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { preferencesQueryKey } from '@/lib/query-keys';

/** Saves the wizard's answers with onboarding completed and the completion time. */
export function completeOnboarding(body: CompleteOnboardingRequest): Promise<UserPreferences> {
  return apiRequest('/onboarding', UserPreferences, { method: 'POST', body });
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: (preferences) => queryClient.setQueryData(preferencesQueryKey, preferences),
  });
}
