import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

// This screen confirms a finished checkout; reached without one, it says there is nothing to confirm.
export function Component() {
  const { t } = useTranslation('app');
  return (
    <EmptyState
      icon={Receipt}
      title={t('subscription.noPaymentTitle')}
      description={t('subscription.noPaymentDescription')}
      action={
        <Button asChild>
          <Link to="/dashboard/planos">{t('subscription.seePlans')}</Link>
        </Button>
      }
    />
  );
}
