import { EmptyState } from '@/components/empty-state';
import { isItemNotFound, ItemNotFound } from '@/components/item-not-found';
import { LoadFailed } from '@/components/load-failed';
import { LoadMore } from '@/components/load-more';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { SpaceView, TopicSummary } from '@alavanca/contracts/community';
import { formatDateTime, type DateTimePreferences } from '@alavanca/domain/locale/format';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CheckCircle2, MessageSquarePlus, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { topicsQueryOptions, useSpaceEvents, useSpaces } from '../api/community';
import { COMMUNITY_PATH, topicPath } from '../utils/paths';
import { spaceDescription, spaceName } from '../utils/space-name';
import { NewTopicForm } from './new-topic-form';
import { BackLink } from './back-link';

/** /comunidade/espacos/{language}/{kind} (or class/{id}): a space's topics, the most recently active first, and a new one. */
export function SpaceScreen({ spaceKey, dates }: { spaceKey: string; dates: DateTimePreferences }) {
  const { t } = useTranslation(['community', 'app']);
  const spaces = useSpaces();
  const topics = useInfiniteQuery(topicsQueryOptions(spaceKey));
  const [writing, setWriting] = useState(false);
  useSpaceEvents(spaceKey);
  const space = spaces.data?.find((one) => one.key === spaceKey);
  const back = <BackLink to={COMMUNITY_PATH} label={t('space.back')} />;
  if (isItemNotFound(topics.error) || (spaces.data && !space))
    return (
      <div className="mx-auto max-w-4xl space-y-4">
        {back}
        <ItemNotFound
          titleKey="community:space.notFound"
          descriptionKey="community:space.notFoundDescription"
          listTo={COMMUNITY_PATH}
          listKey="community:space.back"
        />
      </div>
    );
  const failed = topics.isError || spaces.isError;
  return (
    <div className="mx-auto max-w-4xl space-y-6" data-testid="space-screen">
      {back}
      {space ? (
        <SpaceHeader space={space} onWrite={() => setWriting(true)} writing={writing} />
      ) : (
        <Skeleton className="h-16" />
      )}
      {writing && <NewTopicForm space={spaceKey} onCancel={() => setWriting(false)} />}
      {failed ? (
        <LoadFailed
          message={t('space.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => {
            void spaces.refetch();
            void topics.refetch();
          }}
        />
      ) : !topics.data ? (
        <Skeleton className="h-48" />
      ) : topics.data.pages[0]?.topics.length === 0 ? (
        <EmptyState
          icon={MessagesSquare}
          title={t('space.empty')}
          description={t('space.emptyDescription')}
          headingLevel="h3"
        />
      ) : (
        <section className="space-y-3" aria-labelledby="space-topics">
          <h3 id="space-topics" className="sr-only">
            {t('space.topics')}
          </h3>
          <ul className="divide-y rounded-xl border" data-testid="topic-list">
            {topics.data.pages
              .flatMap((page) => page.topics)
              .map((topic) => (
                <TopicRow key={topic.id} topic={topic} dates={dates} />
              ))}
          </ul>
          <LoadMore
            query={topics}
            label={t('space.loadMore')}
            loadingLabel={t('space.loadingMore')}
            failedMessage={t('space.loadMoreFailed')}
          />
        </section>
      )}
    </div>
  );
}

function SpaceHeader({ space, writing, onWrite }: { space: SpaceView; writing: boolean; onWrite: () => void }) {
  const { t } = useTranslation('community');
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="space-y-1">
        <h2 className="text-2xl font-semibold tracking-tight">{spaceName(space, t)}</h2>
        <p className="max-w-2xl text-sm text-muted-foreground">{spaceDescription(space, t)}</p>
      </div>
      {!writing && (
        <Button onClick={onWrite} data-testid="new-topic">
          <MessageSquarePlus aria-hidden="true" />
          {t('compose.newTopic')}
        </Button>
      )}
    </header>
  );
}

function TopicRow({ topic, dates }: { topic: TopicSummary; dates: DateTimePreferences }) {
  const { t } = useTranslation('community');
  return (
    <li>
      <Link
        to={topicPath(topic.id)}
        className="flex flex-wrap items-center justify-between gap-2 p-4 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        data-testid="topic-row"
      >
        <span className="min-w-0 space-y-1">
          <span className="block font-medium">{topic.title}</span>
          <span className="block text-sm text-muted-foreground">
            {t('space.byline', {
              name: topic.author?.name ?? t('post.deletedMember'),
              date: formatDateTime(new Date(topic.lastPostedAt), dates),
            })}
          </span>
        </span>
        <span className="flex items-center gap-2">
          {topic.kind === 'question' &&
            (topic.answered ? (
              <Badge variant="success">
                <CheckCircle2 aria-hidden="true" />
                {t('topic.answered')}
              </Badge>
            ) : (
              <Badge variant="secondary">{t('compose.kinds.question')}</Badge>
            ))}
          <span className="text-sm text-muted-foreground">{t('space.replies', { count: topic.replies })}</span>
        </span>
      </Link>
    </li>
  );
}
