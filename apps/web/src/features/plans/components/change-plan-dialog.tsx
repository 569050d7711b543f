import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { PlanId } from '@alavanca/domain/quotas/plans';
import { useTranslation } from 'react-i18next';

/**
 * Asks before booking a move down or a cancellation, and says that nothing changes until the
 * renewal date: the period already paid for is kept.
 */
export function ChangePlanDialog({
  target,
  currentPlan,
  effectiveOn,
  pending,
  onConfirm,
  onOpenChange,
  onCloseAutoFocus,
}: {
  /** The plan to move to, or null while the dialog is closed. */
  target: PlanId | null;
  currentPlan: PlanId;
  /** The renewal date, formatted. */
  effectiveOn: string;
  pending: boolean;
  onConfirm: (plan: PlanId) => void;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation(['app', 'common']);
  const current = t(`common:plans.${currentPlan}`);
  const cancelling = target === 'free';
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} data-testid="change-plan-dialog">
        {target && (
          <>
            <DialogHeader>
              <DialogTitle>
                {cancelling
                  ? t('billing.confirm.cancelTitle')
                  : t('billing.confirm.downgradeTitle', { plan: t(`common:plans.${target}`) })}
              </DialogTitle>
              <DialogDescription>
                {cancelling
                  ? t('billing.confirm.cancelDescription', { current, date: effectiveOn })
                  : t('billing.confirm.downgradeDescription', {
                      current,
                      plan: t(`common:plans.${target}`),
                      date: effectiveOn,
                    })}
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('billing.confirm.back', { plan: current })}</Button>
              </DialogClose>
              <Button
                variant={cancelling ? 'destructive' : 'default'}
                disabled={pending}
                onClick={() => onConfirm(target)}
              >
                {cancelling
                  ? t('billing.confirm.confirmCancel')
                  : t('billing.confirm.confirmDowngrade', { plan: t(`common:plans.${target}`) })}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
