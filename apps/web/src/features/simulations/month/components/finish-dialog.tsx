import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** 'Finalizar simulação' behind a confirmation: ending is final and scores the months played. */
export function FinishDialog({
  played,
  pending,
  onConfirm,
}: {
  played: number;
  pending: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('simulationMonth');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <Flag aria-hidden="true" />
          {t('header.finish')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('finishDialog.title')}</DialogTitle>
          <DialogDescription>{t('finishDialog.description', { count: played })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={pending} onClick={() => setOpen(false)}>
            {t('finishDialog.cancel')}
          </Button>
          <Button type="button" disabled={pending} onClick={onConfirm}>
            {pending ? t('finishDialog.pending') : t('finishDialog.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
