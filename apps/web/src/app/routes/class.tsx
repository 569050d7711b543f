import { firstRead, type FirstReads } from '../first-reads';
import { classQueryOptions } from '@/features/simulations/classroom/api/get-classes';
import { usePreferences } from '@/lib/api/get-preferences';
import { ClassScreen } from '@/features/simulations/classroom/components/class-screen';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/** /turmas/:id and /classes/:id: the teacher's console or a student's class; anyone else sees not found. */
export function Component() {
  const { id = '' } = useParams();
  const { i18n } = useTranslation();
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  return <ClassScreen key={id} id={id} preferences={preferences} language={resolveLanguageOrDefault(i18n.language)} />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = ({ id = '' }) => [firstRead(classQueryOptions(id))];
