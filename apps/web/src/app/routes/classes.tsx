import { firstRead, type FirstReads } from '../first-reads';
import { classesQueryOptions } from '@/features/simulations/classroom/api/get-classes';
import { usePreferences } from '@/lib/api/get-preferences';
import { useSubscription } from '@/lib/api/get-subscription';
import { ClassesScreen } from '@/features/simulations/classroom/components/classes-screen';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { useTranslation } from 'react-i18next';

/** /turmas and /classes: the classes the user teaches and plays in; the plan decides who creates one. */
export function Component() {
  const { i18n } = useTranslation();
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  const plan = useSubscription().data?.plan;
  return <ClassesScreen preferences={preferences} language={resolveLanguageOrDefault(i18n.language)} plan={plan} />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = () => [firstRead(classesQueryOptions)];
