import { apiRequest } from '@/lib/api-client';
import { UserPreferences } from '@alavanca/contracts/preferences';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * Shared on purpose with the onboarding gate, which reads the same resource under the same key:
 * one request answers both, and a save here is seen there at once.
 */
export const preferencesQueryKey = ['preferences'] as const;

export function getPreferences(signal?: AbortSignal): Promise<UserPreferences> {
  return apiRequest('/preferences', UserPreferences, { signal });
}

export const preferencesQueryOptions = queryOptions({
  queryKey: preferencesQueryKey,
  queryFn: ({ signal }) => getPreferences(signal),
});

/** Language, money, dates, numbers, time zone, country and the onboarding answers of the user. */
export function usePreferences() {
  return useQuery(preferencesQueryOptions);
}
