import { HelpArticleScreen } from '@/features/support/components/help-article-screen';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { useParams } from 'react-router';

/** /suporte/artigos/{slug} and /support/articles/{slug}: one help article. */
export function Component() {
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  return <HelpArticleScreen slug={useParams().slug ?? ''} language={preferences.language} />;
}
