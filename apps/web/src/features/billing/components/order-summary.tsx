import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { isPaidPlan, type PaidPlanId } from '@alavanca/domain/billing/lifecycle';
import { RENEWAL_DAYS, type Currency, type NumberFormat } from '@alavanca/domain/constants';
import { formatCurrency } from '@alavanca/domain/locale/format';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import type { PlanId } from '@alavanca/domain/quotas/plans';
import { monthlyPriceCents } from '@alavanca/domain/quotas/pricing';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanLimits } from './plan-limits';

/** The user's money preferences: prices show in their currency and number format. */
export interface PricingPreferences {
  currency: Currency;
  numberFormat: NumberFormat;
}

/**
 * What is being bought: the plan, its limits and its monthly price. Coming from a paid plan the
 * server charges only the prorated difference for the rest of the period (lifecycle
 * `upgradeQuote`), which the summary says rather than computes with the browser's clock.
 */
export function OrderSummary({
  plan,
  currentPlan,
  trialing,
  pricing,
}: {
  plan: PaidPlanId;
  currentPlan: PlanId;
  trialing: boolean;
  pricing: PricingPreferences;
}) {
  const { t, i18n } = useTranslation('billing');
  const language = resolveLanguageOrDefault(i18n.language);
  const titleId = useId();
  const planName = t(`common:plans.${plan}`);
  return (
    <section aria-labelledby={titleId} data-testid="order-summary">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h3 id={titleId} className="text-lg">
              {t('summary.title')}
            </h3>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex items-baseline justify-between gap-4">
            <p className="font-medium">{t('summary.plan', { plan: planName })}</p>
            <p data-testid="order-price">
              <span className="tabular text-2xl font-semibold tracking-tight">
                {formatCurrency(monthlyPriceCents(plan, pricing.currency), pricing.currency, {
                  language,
                  numberFormat: pricing.numberFormat,
                })}
              </span>
              <span className="text-sm text-muted-foreground">{t('summary.perMonth')}</span>
            </p>
          </div>
          <div className="grid gap-2">
            <p className="text-sm font-medium">{t('summary.includes')}</p>
            <PlanLimits plan={plan} />
          </div>
          <p className="text-sm text-muted-foreground">{t('summary.renewal', { days: RENEWAL_DAYS })}</p>
          {!trialing && isPaidPlan(currentPlan) && (
            <p className="text-sm text-muted-foreground" data-testid="order-proration">
              {t('summary.proration', { current: t(`common:plans.${currentPlan}`) })}
            </p>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
