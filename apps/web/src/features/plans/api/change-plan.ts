import { notify } from '@/lib/notify';
import { apiRequest } from '@/lib/api-client';
import { SubscriptionState, type ChangePlanRequest } from '@alavanca/contracts/subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/describe-error';
import { subscriptionQueryOptions } from '@/lib/api/get-subscription';

/**
 * `POST /api/subscription/change`: books a move to a lower plan ('free' cancels) for the end of
 * the period; asking for the current plan drops a booked move. Upgrades go through checkout.
 */
export function changePlan(request: ChangePlanRequest): Promise<SubscriptionState> {
  return apiRequest('/subscription/change', SubscriptionState, { method: 'POST', body: request });
}

/** Books or drops a plan change; the toast says what the server now has booked. */
export function useChangePlan() {
  const { t } = useTranslation(['app', 'common']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: (state) => {
      queryClient.setQueryData(subscriptionQueryOptions.queryKey, state);
      const current = t(`common:plans.${state.plan}`);
      if (state.pendingPlan === null) {
        notify({
          title: t('billing.toasts.keptTitle'),
          description: t('billing.toasts.keptMessage', { plan: current }),
          variant: 'success',
        });
      } else if (state.pendingPlan === 'free') {
        notify({
          title: t('billing.toasts.cancelledTitle'),
          description: t('billing.toasts.cancelledMessage', { plan: current }),
          variant: 'success',
        });
      } else {
        notify({
          title: t('billing.toasts.downgradeTitle'),
          description: t('billing.toasts.downgradeMessage', { plan: t(`common:plans.${state.pendingPlan}`) }),
          variant: 'success',
        });
      }
    },
    onError: (error) =>
      notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' }),
  });
}
