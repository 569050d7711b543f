import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { Currency, NumberFormat } from '@alavanca/domain/constants';
import { formatCurrency } from '@alavanca/domain/locale/format';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { isUnlimited, PLAN_IDS, PLAN_LIMITS, USAGE_TYPES, type PlanId } from '@alavanca/domain/quotas/plans';
import { monthlyPriceCents } from '@alavanca/domain/quotas/pricing';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PlanPricing {
  currency: Currency;
  numberFormat: NumberFormat;
}

/** The four plans side by side: monthly price in the reader's currency and the specification's limits. */
export function PlanComparison({
  pricing,
  currentPlan,
  renderAction,
}: {
  pricing: PlanPricing;
  currentPlan?: PlanId;
  renderAction?: (plan: PlanId) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = resolveLanguageOrDefault(i18n.language);
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4" data-testid="plan-comparison">
      {PLAN_IDS.map((plan) => (
        <li key={plan}>
          <Card className={cn('h-full', plan === 'pro' && 'border-primary ring-1 ring-primary')}>
            <CardHeader>
              <div className="flex items-center justify-between gap-2">
                <CardTitle className="text-xl">{t(`plans.${plan}`)}</CardTitle>
                {plan === currentPlan && <Badge variant="success">{t('plansPage.current')}</Badge>}
                {plan === 'pro' && plan !== currentPlan && <Badge>{t('plansPage.popular')}</Badge>}
              </div>
              <CardDescription>{t(`plansPage.descriptions.${plan}`)}</CardDescription>
              <p className="pt-2" data-testid={`price-${plan}`}>
                {plan === 'free' ? (
                  <span className="text-3xl font-semibold tracking-tight">{t('plansPage.free')}</span>
                ) : (
                  <>
                    <span className="tabular text-3xl font-semibold tracking-tight">
                      {formatCurrency(monthlyPriceCents(plan, pricing.currency), pricing.currency, {
                        language,
                        numberFormat: pricing.numberFormat,
                      })}
                    </span>
                    <span className="text-sm text-muted-foreground">{t('plansPage.perMonth')}</span>
                  </>
                )}
              </p>
            </CardHeader>
            <CardContent className="flex flex-1 flex-col gap-6">
              <ul className="space-y-2 text-sm">
                {USAGE_TYPES.map((type) => {
                  const limit = PLAN_LIMITS[plan][type];
                  return (
                    <li key={type} className="flex items-start gap-2">
                      <Check
                        className={cn('mt-0.5 size-4 shrink-0', limit === 0 ? 'text-muted-foreground' : 'text-success')}
                        aria-hidden="true"
                      />
                      <span className="tabular">
                        {isUnlimited(limit)
                          ? t(`plansPage.limitsUnlimited.${type}`)
                          : t(`plansPage.limits.${type}`, { count: limit })}
                      </span>
                    </li>
                  );
                })}
              </ul>
              {renderAction && <div className="mt-auto">{renderAction(plan)}</div>}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
