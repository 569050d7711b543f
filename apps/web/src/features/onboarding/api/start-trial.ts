import { apiRequest } from '@/lib/api-client';
import { usageQueryKey } from '@/lib/query-keys';
import { SubscriptionState } from '@alavanca/contracts/subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** `POST /api/subscription/trial`: the one free Pro trial, no card. 409 TRIAL_UNAVAILABLE once used. */
export function startTrial(): Promise<SubscriptionState> {
  return apiRequest('/subscription/trial', SubscriptionState, { method: 'POST' });
}

export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    // The plan changed: the avatar's usage panel and the plans screen read it again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usageQueryKey }),
  });
}
