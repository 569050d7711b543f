import { PlanComparison } from '@/features/plans/components/plan-comparison';
import { useTranslation } from 'react-i18next';
import { ScreenIntro } from '@/components/screen-intro';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenIntro title={t('plansPage.title')} description={t('plansPage.intro')} />
      <PlanComparison currentPlan="free" />
    </>
  );
}
