import { EmptyState } from '@/components/empty-state';
import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenIntro } from '@/components/screen-intro';

export function Component() {
  const { t } = useTranslation('app');
  return (
    <>
      <ScreenIntro title={t('simulations.title')} description={t('simulations.intro')} />
      <EmptyState icon={FlaskConical} title={t('simulations.emptyTitle')} description={t('simulations.emptyDescription')} />
    </>
  );
}
