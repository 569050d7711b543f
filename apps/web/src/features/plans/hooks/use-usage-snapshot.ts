import type { UsageSnapshot } from '@/components/layouts/app-shell/usage-summary';
import { notify } from '@/lib/notify';
import { formatDate, type DatePreferences } from '@alavanca/domain/locale/format';
import { DEFAULT_PLAN, PLAN_LIMITS } from '@alavanca/domain/quotas/plans';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscription } from '@/lib/api/get-subscription';

/** What the shell shows until the server has answered, or when it cannot: Free, nothing used (spec §4). */
const DEFAULT_USAGE_SNAPSHOT: UsageSnapshot = {
  plan: DEFAULT_PLAN,
  usage: { simulations: 0, validations: 0, aiConsultations: 0, reports: 0 },
  limits: PLAN_LIMITS[DEFAULT_PLAN],
};

/**
 * The signed-in user's plan and usage for the app shell, with its dates in the user's format.
 * Mount it once (the signed-in layout): it is the one place that says the subscription could
 * not be loaded, once per failure rather than once per screen that reads the subscription.
 */
export function useUsageSnapshot(dates: DatePreferences): UsageSnapshot {
  const { t } = useTranslation();
  const { data, isError } = useSubscription();

  // Once each time the query turns to an error: a refetch that fails again, or a change of
  // language, is not a new failure to announce.
  const reportLoadFailure = useEffectEvent(() => {
    notify({
      title: t('subscription.loadFailedTitle'),
      description: t('subscription.loadFailedMessage'),
      variant: 'destructive',
    });
  });
  useEffect(() => {
    if (isError) reportLoadFailure();
  }, [isError]);

  // A refetch that fails keeps the last answer: older numbers from the server beat the default.
  if (!data) return DEFAULT_USAGE_SNAPSHOT;
  return {
    plan: data.plan,
    usage: data.usage,
    limits: data.limits,
    renewsOn: formatDate(new Date(data.renewalDate), dates),
    ...(data.status === 'trialing' && data.trialEndsAt
      ? { trialEndsOn: formatDate(new Date(data.trialEndsAt), dates) }
      : {}),
  };
}
