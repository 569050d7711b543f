import { IdeasScreen } from '@/features/validations/components/ideas-screen';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';

/** /ideias and /ideas-validation: the user's validated ideas. */
export function Component() {
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  return <IdeasScreen dates={preferences} />;
}
