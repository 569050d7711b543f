import { SearchScreen } from '@/features/community/components/search-screen';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { useSearchParams } from 'react-router';

/** /comunidade/busca?q= and /community/search?q=: the community searched (decision 036). */
export function Component() {
  const q = useSearchParams()[0].get('q') ?? '';
  return <SearchScreen q={q} dates={usePreferences().data ?? DEFAULT_PREFERENCES} />;
}
