import { apiRequest } from '@/lib/api-client';
import { UserPreferences, type UpdatePreferencesRequest } from '@alavanca/contracts/preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { preferencesQueryKey } from '@/lib/query-keys';

/** Saves any subset of the preferences; a new country makes the server fill the rest from its preset unless given. */
export function updatePreferences(body: UpdatePreferencesRequest): Promise<UserPreferences> {
  return apiRequest('/preferences', UserPreferences, { method: 'PATCH', body });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => queryClient.setQueryData(preferencesQueryKey, preferences),
  });
}
