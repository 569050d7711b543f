import { EmptyState } from '@/components/empty-state';
import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenIntro } from '@/components/screen-intro';

export function Component() {
  const { t } = useTranslation('app');
  return (
    <>
      <ScreenIntro title={t('reports.title')} description={t('reports.intro')} />
      <EmptyState icon={BarChart3} title={t('reports.emptyTitle')} description={t('reports.emptyDescription')} />
    </>
  );
}
