import { firstPage, type FirstReads } from '../first-reads';
import { validationListQueryOptions } from '@/features/validations/api/get-validations';
import { readIdeasParams } from '@/features/validations/utils/list-params';
import { IdeasScreen } from '@/features/validations/components/ideas-screen';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';

/** /ideias and /ideas-validation: the user's validated ideas. */
export function Component() {
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  return <IdeasScreen dates={preferences} />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = () => [
  firstPage(validationListQueryOptions(readIdeasParams(new URLSearchParams()))),
];
