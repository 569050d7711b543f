import { UsageMeter } from '@/components/layouts/app-shell/usage-meter';
import { Badge } from '@/components/ui/badge';
import type { SubscriptionState } from '@alavanca/contracts/subscription';
import { USAGE_TYPES } from '@alavanca/domain/quotas/plans';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The plan the user is on: its name (and trial), the current period, one bar per counter and
 * when the limits renew. Dates come formatted by the caller, in the user's date format.
 */
export function CurrentPlan({
  subscription,
  formatDay,
  headingRef,
}: {
  subscription: SubscriptionState;
  formatDay: (iso: string) => string;
  /** Focus lands here when the element that had it goes away (the banner after "keep my plan"). */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation(['app', 'common']);
  const trialEndsAt = subscription.status === 'trialing' ? subscription.trialEndsAt : null;
  return (
    <section
      aria-labelledby="current-plan-title"
      className="space-y-4 rounded-xl border bg-card p-6"
      data-testid="current-plan"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="current-plan-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {t('billing.current.title', { plan: t(`common:plans.${subscription.plan}`) })}
        </h3>
        {trialEndsAt && <Badge variant="info">{t('common:usage.trial')}</Badge>}
      </div>
      {trialEndsAt && (
        <p className="text-sm" data-testid="trial-ends">
          {t('billing.current.trialEnds', {
            plan: t(`common:plans.${subscription.plan}`),
            date: formatDay(trialEndsAt),
          })}
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        {t('billing.current.period', {
          start: formatDay(subscription.periodStart),
          end: formatDay(subscription.renewalDate),
        })}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('billing.current.usage')}>
        {USAGE_TYPES.map((type) => (
          <li key={type}>
            <UsageMeter
              size="md"
              label={t(`common:usage.types.${type}`)}
              used={subscription.usage[type]}
              limit={subscription.limits[type]}
            />
          </li>
        ))}
      </ul>
      <p className="text-sm font-medium" data-testid="renewal-date">
        {t('common:usage.renewsOn', { date: formatDay(subscription.renewalDate) })}
      </p>
    </section>
  );
}
