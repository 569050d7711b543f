import { Skeleton } from '@/components/ui/skeleton';
import { useUsageCheck } from '@/features/plans/hooks/use-usage-check';
import { NewIdeaScreen } from '@/features/validations/components/new-idea-screen';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { useTranslation } from 'react-i18next';

/**
 * /validacao-ideia and /idea-validation: a new idea. The plans feature's usage check is composed
 * here (features do not import each other). The form starts from the user's preferences, so it
 * waits for them (or their failure, then the defaults).
 */
export function Component() {
  const { i18n } = useTranslation();
  const preferences = usePreferences();
  const { checkUsage } = useUsageCheck();
  if (preferences.isPending) return <Skeleton className="h-96 w-full" aria-busy="true" />;
  const prefs = preferences.data ?? DEFAULT_PREFERENCES;
  return (
    <NewIdeaScreen
      preferences={prefs}
      language={resolveLanguageOrDefault(i18n.language)}
      numberFormat={prefs.numberFormat}
      checkQuota={() => checkUsage('validations')}
    />
  );
}
