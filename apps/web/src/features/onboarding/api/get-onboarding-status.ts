import { apiRequest } from '@/lib/api-client';
import { preferencesQueryKey } from '@/lib/query-keys';
import { UserPreferences } from '@alavanca/contracts/preferences';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const preferencesQueryOptions = queryOptions({
  queryKey: preferencesQueryKey,
  queryFn: ({ signal }) => apiRequest('/preferences', UserPreferences, { signal }),
});

export type OnboardingStatus = 'checking' | 'needed' | 'done';

/**
 * Whether the signed-in user must go through the wizard (spec §4): no preferences yet, onboarding
 * not completed, or preferences that cannot be read. A failed background refetch keeps the last
 * answer, so a network blip never throws a finished user back into the wizard.
 */
export function useNeedsOnboarding(): OnboardingStatus {
  const query = useQuery(preferencesQueryOptions);
  if (query.data) return query.data.onboardingCompleted ? 'done' : 'needed';
  return query.isError ? 'needed' : 'checking';
}
