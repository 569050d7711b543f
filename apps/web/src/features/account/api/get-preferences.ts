import { apiRequest } from '@/lib/api-client';
import { preferencesQueryKey } from '@/lib/query-keys';
import { UserPreferences } from '@alavanca/contracts/preferences';
import { queryOptions, useQuery } from '@tanstack/react-query';

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
