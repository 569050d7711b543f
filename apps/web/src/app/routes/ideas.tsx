import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenIntro } from '@/components/screen-intro';

export function Component() {
  const { t } = useTranslation('app');
  const action = (
    <Button asChild>
      <Link to="/validacao-ideia">{t('ideas.validateCta')}</Link>
    </Button>
  );
  return (
    <>
      <ScreenIntro title={t('ideas.title')} description={t('ideas.intro')} action={action} />
      <EmptyState icon={Lightbulb} title={t('ideas.emptyTitle')} description={t('ideas.emptyDescription')} />
    </>
  );
}
