import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { COMMUNITY_LIMITS } from '@alavanca/contracts/community';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchPath } from '../utils/paths';

/** The community's search box: what is typed is searched on the search screen, whose address keeps it. */
export function SearchForm({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation('community');
  const navigate = useNavigate();
  const id = useId();
  const [q, setQ] = useState(initial);
  return (
    <form
      role="search"
      className="flex w-full gap-2 sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        if (q.trim()) void navigate(searchPath(q.trim()));
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <Input
        id={id}
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder={t('search.placeholder')}
        maxLength={COMMUNITY_LIMITS.search}
        data-testid="community-search-input"
      />
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" />
        {t('search.submit')}
      </Button>
    </form>
  );
}
