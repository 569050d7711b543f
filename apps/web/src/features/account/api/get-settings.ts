import { apiRequest } from '@/lib/api-client';
import { UserSettings } from '@alavanca/contracts/preferences';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const settingsQueryKey = ['settings'] as const;

export function getSettings(signal?: AbortSignal): Promise<UserSettings> {
  return apiRequest('/settings', UserSettings, { signal });
}

export const settingsQueryOptions = queryOptions({
  queryKey: settingsQueryKey,
  queryFn: ({ signal }) => getSettings(signal),
});

/** E-mail switches and how the AI mentor talks to the user. */
export function useSettings() {
  return useQuery(settingsQueryOptions);
}
