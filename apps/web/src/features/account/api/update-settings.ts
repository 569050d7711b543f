import { apiRequest } from '@/lib/api-client';
import { UserSettings, type UpdateSettingsRequest } from '@alavanca/contracts/preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsQueryKey } from './get-settings';

export function updateSettings(body: UpdateSettingsRequest): Promise<UserSettings> {
  return apiRequest('/settings', UserSettings, { method: 'PATCH', body });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}
