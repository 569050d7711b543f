import { apiRequest } from '@/lib/api-client';
import { preferencesQueryKey } from '@/lib/query-keys';
import { UserPreferences } from '@alavanca/contracts/preferences';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /api/preferences`: language, money, dates, numbers, time zone, country and the onboarding answers. */
export function getPreferences(signal?: AbortSignal): Promise<UserPreferences> {
  return apiRequest('/preferences', UserPreferences, { signal });
}

/**
 * One query for the settings screen, the onboarding gate and every screen that formats with the
 * user's preferences: one request answers them all, and a save in one is seen by the others.
 */
export const preferencesQueryOptions = queryOptions({
  queryKey: preferencesQueryKey,
  queryFn: ({ signal }) => getPreferences(signal),
});

/** The signed-in user's preferences. */
export function usePreferences() {
  return useQuery(preferencesQueryOptions);
}
