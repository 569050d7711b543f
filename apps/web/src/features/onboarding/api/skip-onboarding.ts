import { apiRequest } from '@/lib/api-client';
import { UserPreferences } from '@alavanca/contracts/preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { preferencesQueryKey } from '@/lib/query-keys';

/** Marks onboarding completed with the tour skipped. */
export function skipOnboarding(): Promise<UserPreferences> {
  return apiRequest('/onboarding/skip', UserPreferences, { method: 'POST' });
}

export function useSkipOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipOnboarding,
    onSuccess: (preferences) => queryClient.setQueryData(preferencesQueryKey, preferences),
  });
}
