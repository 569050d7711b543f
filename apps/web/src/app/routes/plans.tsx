import { usePreferences } from '@/features/account/api/get-preferences';
import { PlanComparison } from '@/features/plans/components/plan-comparison';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { useTranslation } from 'react-i18next';
import { ScreenIntro } from '@/components/screen-intro';

export function Component() {
  const { t } = useTranslation();
  // The signed-in user's saved currency and number format; the defaults while they load.
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  return (
    <>
      <ScreenIntro title={t('plansPage.title')} description={t('plansPage.intro')} />
      <PlanComparison currentPlan="free" pricing={preferences} />
    </>
  );
}
