import { EmptyState } from '@/components/empty-state';
import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenIntro } from '@/components/screen-intro';

export function Component() {
  const { t } = useTranslation('app');
  return (
    <>
      <ScreenIntro title={t('notificationsPage.title')} description={t('notificationsPage.intro')} />
      <EmptyState icon={BellOff} title={t('notificationsPage.emptyTitle')} description={t('notificationsPage.emptyDescription')} />
    </>
  );
}
