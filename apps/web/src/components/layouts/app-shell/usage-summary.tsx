import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import type { UsageLevel } from '@alavanca/domain/quotas/usage-indicator';
import { isUnlimited, USAGE_TYPES, type PlanId, type UsageCounts } from '@alavanca/domain/quotas/plans';
import { useTranslation } from 'react-i18next';

export interface UsageSnapshot {
  plan: PlanId;
  usage: UsageCounts;
  limits: UsageCounts;
}

export const USAGE_LEVEL_CLASS: Record<UsageLevel, string> = {
  green: 'bg-success',
  blue: 'bg-info',
  amber: 'bg-warning',
  red: 'bg-destructive',
};

/** The avatar menu's plan-usage panel: one bar per metric, "used / limit" or "used / ∞". */
export function UsageSummary({ snapshot }: { snapshot: UsageSnapshot }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3 px-2 py-2" data-testid="usage-summary">
      <p className="text-xs font-medium text-muted-foreground">
        {t('usage.plan', { plan: t(`plans.${snapshot.plan}`) })}
      </p>
      <ul className="space-y-2">
        {USAGE_TYPES.map((type) => {
          const used = snapshot.usage[type];
          const limit = snapshot.limits[type];
          const unlimited = isUnlimited(limit);
          const label = t(`usage.types.${type}`);
          return (
            <li key={type} className="space-y-1">
              <div className="flex justify-between text-xs">
                <span>{label}</span>
                <span className="tabular text-muted-foreground">
                  {unlimited ? t('usage.unlimited', { used }) : t('usage.count', { used, limit })}
                </span>
              </div>
              <Progress
                value={unlimited || limit === 0 ? 0 : used}
                max={unlimited || limit === 0 ? 100 : limit}
                aria-label={label}
                className={cn('h-1.5')}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
