import { Badge } from '@/components/ui/badge';
import { USAGE_TYPES, type PlanId, type UsageCounts } from '@alavanca/domain/quotas/plans';
import { useTranslation } from 'react-i18next';
import { UsageMeter } from './usage-meter';

export interface UsageSnapshot {
  plan: PlanId;
  usage: UsageCounts;
  limits: UsageCounts;
  /** When the limits start over (the period's end, from the server), in the user's date format; absent until known. */
  renewsOn?: string;
  /** When a running trial ends, in the user's date format; absent when there is no trial. */
  trialEndsOn?: string;
}

/** The avatar menu's plan-usage panel: plan (and trial), one bar per metric, and when the limits renew. */
export function UsageSummary({ snapshot }: { snapshot: UsageSnapshot }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3 px-2 py-2" data-testid="usage-summary">
      <div className="space-y-1">
        <div className="flex items-center justify-between gap-2">
          <p className="text-xs font-medium text-muted-foreground">
            {t('usage.plan', { plan: t(`plans.${snapshot.plan}`) })}
          </p>
          {snapshot.trialEndsOn && <Badge variant="info">{t('usage.trial')}</Badge>}
        </div>
        {snapshot.trialEndsOn && (
          <p className="text-xs text-muted-foreground" data-testid="usage-trial-ends">
            {t('usage.trialEndsOn', { date: snapshot.trialEndsOn })}
          </p>
        )}
      </div>
      <ul className="space-y-2">
        {USAGE_TYPES.map((type) => (
          <li key={type}>
            <UsageMeter label={t(`usage.types.${type}`)} used={snapshot.usage[type]} limit={snapshot.limits[type]} />
          </li>
        ))}
      </ul>
      {snapshot.renewsOn && (
        <p className="text-xs text-muted-foreground" data-testid="usage-renewal">
          {t('usage.renewsOn', { date: snapshot.renewsOn })}
        </p>
      )}
    </div>
  );
}
