import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { isUnlimited } from '@alavanca/domain/quotas/plans';
import { usageLevel, usagePercent, type UsageLevel } from '@alavanca/domain/quotas/usage-indicator';
import { useTranslation } from 'react-i18next';

/** The avatar indicator's fill per level. */
export const USAGE_LEVEL_CLASS: Record<UsageLevel, string> = {
  green: 'bg-success',
  blue: 'bg-info',
  amber: 'bg-warning',
  red: 'bg-destructive',
};

// The same colours on a bar: the Progress primitive draws its fill in a child of its own.
const BAR_LEVEL_CLASS: Record<UsageLevel, string> = {
  green: '*:data-[slot=progress-indicator]:bg-success',
  blue: '*:data-[slot=progress-indicator]:bg-info',
  amber: '*:data-[slot=progress-indicator]:bg-warning',
  red: '*:data-[slot=progress-indicator]:bg-destructive',
};

/**
 * One counter of the plan: "used / limit" in words and a bar coloured by the indicator's
 * thresholds. The numbers carry the meaning, the colour only repeats it. An unlimited counter
 * and one the plan does not include have no bar: there is no share of anything to show.
 * Shared by the avatar menu's panel and the plans screen.
 */
export function UsageMeter({
  label,
  used,
  limit,
  size = 'sm',
}: {
  label: string;
  used: number;
  limit: number;
  /** 'sm' in the avatar menu, 'md' on the plans screen. */
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const level = usageLevel(usagePercent(used, limit));
  const unlimited = isUnlimited(limit);
  const included = unlimited || limit > 0;

  let amount;
  if (unlimited) {
    amount = (
      <>
        <span aria-hidden="true">{t('usage.unlimited', { used })}</span>
        <span className="sr-only">{t('usage.unlimitedText', { used })}</span>
      </>
    );
  } else if (included) {
    amount = t('usage.count', { used, limit });
  } else {
    amount = t('usage.notIncluded');
  }

  return (
    <div className={cn('space-y-1', size === 'md' ? 'text-sm' : 'text-xs')} data-testid="usage-meter">
      <div className="flex items-baseline justify-between gap-2">
        <span>{label}</span>
        <span className="tabular text-right text-muted-foreground">{amount}</span>
      </div>
      {!unlimited && included && (
        <>
          <Progress
            value={used}
            max={limit}
            aria-label={label}
            getValueLabel={() => t('usage.valueText', { used, limit })}
            data-level={level}
            className={cn(size === 'md' ? 'h-2.5' : 'h-1.5', BAR_LEVEL_CLASS[level])}
          />
          {used >= limit && <p className="font-medium">{t('usage.reached')}</p>}
        </>
      )}
    </div>
  );
}
