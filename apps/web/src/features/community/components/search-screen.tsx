import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { LoadMore } from '@/components/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import type { SearchResult, SpaceView } from '@alavanca/contracts/community';
import { formatDateTime, type DateTimePreferences } from '@alavanca/domain/locale/format';
import { readSpaceKey } from '@alavanca/domain/community/spaces';
import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchQueryOptions, useSpaces } from '../api/community';
import { COMMUNITY_PATH, topicPath } from '../utils/paths';
import { spaceName } from '../utils/space-name';
import { SearchForm } from './search-form';
import { BackLink } from './back-link';

/** /comunidade/busca?q=: the posts the user may read that match, the best first, with the matched words marked. */
export function SearchScreen({ q, dates }: { q: string; dates: DateTimePreferences }) {
  const { t } = useTranslation('community');
  const search = useInfiniteQuery(searchQueryOptions(q));
  const spaces = useSpaces().data ?? [];
  const results = search.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <div className="mx-auto max-w-3xl space-y-6" data-testid="community-search">
      <BackLink to={COMMUNITY_PATH} label={t('space.back')} />
      <h2 className="text-2xl font-semibold tracking-tight">{t('search.title')}</h2>
      <SearchForm key={q} initial={q} />
      {!q.trim() ? null : search.isError ? (
        <LoadFailed message={t('search.failed')} retryLabel={t('retry')} onRetry={() => void search.refetch()} />
      ) : !search.data ? (
        <Skeleton className="h-48" />
      ) : results.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={t('search.none', { q })}
          description={t('search.noneHint')}
          headingLevel="h3"
        />
      ) : (
        <section className="space-y-3" aria-labelledby="search-results">
          <h3 id="search-results" className="text-sm text-muted-foreground" aria-live="polite">
            {t('search.results', { q })}
          </h3>
          <ol className="divide-y rounded-xl border" data-testid="search-results">
            {results.map((result) => (
              <ResultRow key={result.postId} result={result} spaces={spaces} dates={dates} />
            ))}
          </ol>
          <LoadMore
            query={search}
            label={t('search.more')}
            loadingLabel={t('space.loadingMore')}
            failedMessage={t('search.failed')}
          />
        </section>
      )}
    </div>
  );
}

function ResultRow({
  result,
  spaces,
  dates,
}: {
  result: SearchResult;
  spaces: readonly SpaceView[];
  dates: DateTimePreferences;
}) {
  const { t } = useTranslation('community');
  const key = readSpaceKey(result.space);
  const space = spaces.find((one) => one.key === result.space) ?? {
    kind: key?.kind === 'public' ? key.space : null,
    className: null,
  };
  return (
    <li>
      <Link
        to={`${topicPath(result.topicId)}#post-${result.number}`}
        className="block space-y-1 p-4 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        data-testid="search-result"
      >
        <span className="block font-medium">{result.topicTitle}</span>
        <span className="block text-sm text-muted-foreground">
          {t('search.where', {
            space: spaceName(space, t),
            name: result.author?.name ?? t('post.deletedMember'),
            date: formatDateTime(new Date(result.createdAt), dates),
          })}
        </span>
        <span className="block text-sm">
          {result.excerpt.map((segment, index) =>
            segment.match ? (
              <mark key={index} className="rounded-sm bg-warning/30 px-0.5 text-foreground">
                {segment.text}
              </mark>
            ) : (
              <span key={index}>{segment.text}</span>
            ),
          )}
        </span>
      </Link>
    </li>
  );
}
