import { cn } from '@/lib/utils';
import { isUnlimited, PLAN_LIMITS, USAGE_TYPES, type PlanId } from '@alavanca/domain/quotas/plans';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What a plan allows per period, in the plans screen's words (the same catalog entries). */
export function PlanLimits({ plan, className }: { plan: PlanId; className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={cn('space-y-2 text-sm', className)} data-testid="plan-limits">
      {USAGE_TYPES.map((type) => {
        const limit = PLAN_LIMITS[plan][type];
        return (
          <li key={type} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span className="tabular">
              {isUnlimited(limit)
                ? t(`plansPage.limitsUnlimited.${type}`)
                : t(`plansPage.limits.${type}`, { count: limit })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
