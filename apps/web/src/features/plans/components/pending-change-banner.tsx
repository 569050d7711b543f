import { Button } from '@/components/ui/button';
import type { PlanId } from '@alavanca/domain/quotas/plans';
import { CalendarClock } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** A booked move down (or cancellation): when it happens, and the way to undo it. */
export function PendingChangeBanner({
  pendingPlan,
  effectiveOn,
  onKeep,
  keeping,
  ref,
}: {
  pendingPlan: PlanId;
  /** The renewal date, formatted. */
  effectiveOn: string;
  onKeep: () => void;
  keeping: boolean;
  /** Focus comes here when the dialog that booked the change closes. */
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation(['app', 'common']);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="flex flex-col gap-3 rounded-xl border border-warning/40 bg-warning/10 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-row sm:items-center sm:justify-between"
      data-testid="pending-change"
    >
      <p className="flex items-start gap-2 text-sm">
        <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {pendingPlan === 'free'
          ? t('billing.pending.cancel', { date: effectiveOn })
          : t('billing.pending.downgrade', { plan: t(`common:plans.${pendingPlan}`), date: effectiveOn })}
      </p>
      <Button variant="outline" onClick={onKeep} disabled={keeping}>
        {t('billing.pending.keep')}
      </Button>
    </div>
  );
}
