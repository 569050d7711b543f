import { ApiError, apiRequest } from '@/lib/api-client';
import { usageQueryKey } from '@/lib/query-keys';
import { SubscriptionState } from '@alavanca/contracts/subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** `POST /api/subscription/trial`: the one 14-day Pro trial, no card. 409 TRIAL_UNAVAILABLE once used. */
export function startTrial(): Promise<SubscriptionState> {
  return apiRequest('/subscription/trial', SubscriptionState, { method: 'POST' });
}

/**
 * Starts the trial and keeps the cached plan in step; what to tell the user is the caller's
 * (the plans screen toasts at once, onboarding folds it into its own closing toast).
 */
export function useStartTrial({
  onSuccess,
  onError,
}: { onSuccess?: (state: SubscriptionState) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    onSuccess: (state) => {
      // The answer is the new plan: every reader shows it at once. Marked stale too (without a
      // refetch now), so a screen that mounts later, like the avatar's usage panel, reads it again.
      queryClient.setQueryData(usageQueryKey, state);
      void queryClient.invalidateQueries({ queryKey: usageQueryKey, refetchType: 'none' });
      onSuccess?.(state);
    },
    onError: (error) => {
      // Refused because the trial was already used (in another tab, say): the offer came from an
      // old answer, so fetch the current one and the offer goes away.
      if (error instanceof ApiError && error.code === 'TRIAL_UNAVAILABLE') {
        void queryClient.invalidateQueries({ queryKey: usageQueryKey });
      }
      onError?.(error);
    },
  });
}
