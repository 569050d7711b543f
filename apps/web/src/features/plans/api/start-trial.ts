import { notify } from '@/components/ui/sonner';
import { ApiError, apiRequest } from '@/lib/api-client';
import { SubscriptionState } from '@alavanca/contracts/subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '../utils/error-message';
import { subscriptionQueryOptions } from './get-subscription';

/** `POST /api/subscription/trial`: the one 14-day Pro trial, no card. 409 TRIAL_UNAVAILABLE once used. */
export function startTrial(): Promise<SubscriptionState> {
  return apiRequest('/subscription/trial', SubscriptionState, { method: 'POST' });
}

export function useStartTrial() {
  const { t } = useTranslation(['app', 'common']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    onSuccess: (state) => {
      queryClient.setQueryData(subscriptionQueryOptions.queryKey, state);
      notify({
        title: t('billing.toasts.trialStartedTitle'),
        description: t('billing.toasts.trialStartedMessage', { plan: t(`common:plans.${state.plan}`) }),
        variant: 'success',
      });
    },
    onError: (error) => {
      // Refused because the trial was already used (in another tab, say): this screen offered it
      // from an old answer, so fetch the current one and the offer goes away.
      if (error instanceof ApiError && error.code === 'TRIAL_UNAVAILABLE') {
        void queryClient.invalidateQueries({ queryKey: subscriptionQueryOptions.queryKey });
      }
      notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' });
    },
  });
}
