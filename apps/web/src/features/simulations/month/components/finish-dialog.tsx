import { ConfirmButton } from '@/components/confirm-button';
import { Flag } from 'lucide-react';
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
  return (
    <ConfirmButton
      label={t('header.finish')}
      icon={<Flag aria-hidden="true" />}
      title={t('finishDialog.title')}
      description={t('finishDialog.description', { count: played })}
      cancel={t('finishDialog.cancel')}
      confirm={t('finishDialog.confirm')}
      pendingLabel={t('finishDialog.pending')}
      pending={pending}
      // Ending leads to the results page; a failure leaves the dialog open to try again.
      onConfirm={() => onConfirm()}
    />
  );
}
