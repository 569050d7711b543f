import { notify } from '@/lib/notify';
import type { SubscriptionCheckResponse } from '@alavanca/contracts/subscription';
import type { UsageType } from '@alavanca/domain/quotas/plans';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { checkUsage } from '../api/check-usage';
import { subscriptionQueryOptions } from '@/lib/api/get-subscription';
import { useLimitReached } from '@/hooks/use-limit-reached';

/**
 * Quota checks around an action (spec §5, §8).
 * - `checkUsage(type)` before the action: whether the server allows one more use. A check that
 *   fails counts as not allowed and is only logged.
 * - `incrementUsage(type)` when the action happens: counts it. A refusal shows the 'Limite
 *   Atingido' toast; a failed request shows 'Erro'. Either way the answer is false.
 * Every answer from the server puts its count into the cached usage, so the avatar's indicator
 * and the plans screen show the server's number at once.
 */
export function useUsageCheck() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showLimitReached } = useLimitReached();

  const storeCount = useCallback(
    (type: UsageType, answer: SubscriptionCheckResponse) => {
      queryClient.setQueryData(subscriptionQueryOptions.queryKey, (state) =>
        state ? { ...state, usage: { ...state.usage, [type]: answer.currentUsage } } : state,
      );
    },
    [queryClient],
  );

  const check = useCallback(
    async (type: UsageType): Promise<boolean> => {
      try {
        const answer = await checkUsage({ usageType: type, action: 'check' });
        storeCount(type, answer);
        return answer.allowed;
      } catch (error) {
        console.error(`Usage check for ${type} failed`, error);
        return false;
      }
    },
    [storeCount],
  );

  const increment = useCallback(
    async (type: UsageType): Promise<boolean> => {
      let answer: SubscriptionCheckResponse;
      try {
        answer = await checkUsage({ usageType: type, action: 'increment' });
      } catch (error) {
        console.error(`Usage increment for ${type} failed`, error);
        notify({
          title: t('error'),
          description: t('quota.incrementFailed', { type: t(`quota.typeNames.${type}`) }),
          variant: 'destructive',
        });
        return false;
      }
      storeCount(type, answer);
      if (!answer.success || !answer.allowed) {
        showLimitReached(type, answer.error);
        return false;
      }
      return true;
    },
    [showLimitReached, storeCount, t],
  );

  return { checkUsage: check, incrementUsage: increment };
}
