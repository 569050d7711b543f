import { firstRead, type FirstReads } from '../first-reads';
import { invoicesQueryOptions } from '@/features/plans/api/get-invoices';
import { ScreenIntro } from '@/components/screen-intro';
import { usePreferences } from '@/lib/api/get-preferences';
import { PlansScreen } from '@/features/plans/components/plans-screen';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  // The signed-in user's currency, number and date formats and time zone; the defaults while they load.
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  return (
    <>
      <ScreenIntro title={t('plansPage.title')} description={t('plansPage.intro')} />
      <PlansScreen preferences={preferences} />
    </>
  );
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = () => [firstRead(invoicesQueryOptions)];
