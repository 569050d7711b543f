import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import type { SimulationSummary } from '@alavanca/contracts/simulations';
import { useTranslation } from 'react-i18next';

/** Asks before deleting: the months go with it, and the plan's unit it spent is not given back. */
export function DeleteSimulationDialog({
  target,
  pending,
  onConfirm,
  onOpenChange,
  onCloseAutoFocus,
}: {
  /** The simulation to delete, or null while the dialog is closed. */
  target: SimulationSummary | null;
  pending: boolean;
  onConfirm: (simulation: SimulationSummary) => void;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation('simulation');
  return (
    <ConfirmDeleteDialog
      texts={
        target && {
          title: t('delete.title', { name: target.name }),
          description: t('delete.description'),
          cancel: t('delete.cancel'),
          confirm: t('delete.confirm'),
          deleting: t('delete.deleting'),
        }
      }
      pending={pending}
      onConfirm={() => target && onConfirm(target)}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      testId="delete-simulation-dialog"
    />
  );
}
