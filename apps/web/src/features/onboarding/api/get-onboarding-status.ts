import { preferencesQueryOptions } from '@/lib/api/get-preferences';
import { useQuery } from '@tanstack/react-query';

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
