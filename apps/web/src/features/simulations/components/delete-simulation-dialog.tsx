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
import type { SimulationSummary } from '@alavanca/contracts/simulations';
import { Trash2 } from 'lucide-react';
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
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} data-testid="delete-simulation-dialog">
        {target && (
          <>
            <DialogHeader>
              <DialogTitle>{t('delete.title', { name: target.name })}</DialogTitle>
              <DialogDescription>{t('delete.description')}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('delete.cancel')}</Button>
              </DialogClose>
              <Button variant="destructive" disabled={pending} onClick={() => onConfirm(target)}>
                <Trash2 aria-hidden="true" />
                {pending ? t('delete.deleting') : t('delete.confirm')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
