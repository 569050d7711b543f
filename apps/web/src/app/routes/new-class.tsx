import { usePreferences } from '@/lib/api/get-preferences';
import { useSubscription } from '@/lib/api/get-subscription';
import { CreateClassScreen } from '@/features/simulations/classroom/components/create-class-screen';
import { Skeleton } from '@/components/ui/skeleton';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { useTranslation } from 'react-i18next';

/** /turmas/nova and /classes/new: the form starts from the user's country, currency and business type. */
export function Component() {
  const { i18n } = useTranslation();
  const query = usePreferences();
  const plan = useSubscription().data?.plan;
  // The form's defaults are read once: it waits for the preferences rather than start from others.
  if (query.isPending) return <Skeleton className="h-96 w-full" aria-busy="true" />;
  return (
    <CreateClassScreen
      preferences={query.data ?? DEFAULT_PREFERENCES}
      language={resolveLanguageOrDefault(i18n.language)}
      plan={plan}
    />
  );
}
