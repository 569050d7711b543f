import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { LoadMore } from '@/components/load-more';
import { ScreenIntro } from '@/components/screen-intro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { ConversationSummary } from '@alavanca/contracts/community-network';
import { formatDateTime, type DateTimePreferences } from '@alavanca/domain/locale/format';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { conversationsQueryOptions } from '../api/messages';
import { conversationPath, MEMBERS_PATH } from '../utils/network-paths';
import { COMMUNITY_PATH } from '../utils/paths';
import { BackLink } from './back-link';

/** /comunidade/mensagens: the user's private conversations, the latest written in first, with what is unread. */
export function ConversationsScreen({ dates }: { dates: DateTimePreferences }) {
  const { t } = useTranslation(['communityNetwork', 'community']);
  const query = useInfiniteQuery(conversationsQueryOptions);
  const conversations = query.data?.pages.flatMap((page) => page.conversations);
  return (
    <div className="mx-auto max-w-3xl space-y-6" data-testid="conversations-screen">
      <BackLink to={COMMUNITY_PATH} label={t('community:space.back')} />
      <ScreenIntro title={t('messages.title')} description={t('messages.description')} />
      {query.isError && !conversations ? (
        <LoadFailed
          message={t('messages.loadFailed')}
          retryLabel={t('community:retry')}
          onRetry={() => void query.refetch()}
        />
      ) : !conversations ? (
        <Skeleton className="h-48" />
      ) : conversations.length === 0 ? (
        <EmptyState
          icon={Mail}
          title={t('messages.empty')}
          description={t('messages.emptyHint')}
          headingLevel="h3"
          action={
            <Button asChild variant="outline">
              <Link to={MEMBERS_PATH}>{t('messages.directory')}</Link>
            </Button>
          }
        />
      ) : (
        <section className="space-y-3" aria-labelledby="conversations-title">
          <h3 id="conversations-title" className="sr-only">
            {t('messages.list')}
          </h3>
          <ul className="divide-y rounded-xl border" data-testid="conversation-list">
            {conversations.map((conversation) => (
              <ConversationRow key={conversation.id} conversation={conversation} dates={dates} />
            ))}
          </ul>
          <LoadMore
            query={query}
            label={t('messages.loadMore')}
            loadingLabel={t('messages.loadingMore')}
            failedMessage={t('messages.loadMoreFailed')}
          />
        </section>
      )}
    </div>
  );
}

function ConversationRow({ conversation, dates }: { conversation: ConversationSummary; dates: DateTimePreferences }) {
  const { t } = useTranslation('communityNetwork');
  const excerpt =
    conversation.excerpt === null
      ? t('messages.deleted')
      : conversation.lastMine
        ? t('messages.you', { text: conversation.excerpt })
        : conversation.excerpt;
  return (
    <li>
      <Link
        to={conversationPath(conversation.id)}
        className="flex items-start justify-between gap-3 p-4 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        data-testid="conversation-row"
      >
        <span className="min-w-0 flex-1 space-y-1">
          <span className={conversation.unread > 0 ? 'block font-semibold' : 'block font-medium'}>
            {conversation.member?.name ?? t('messages.deletedMember')}
          </span>
          <span className="block truncate text-sm text-muted-foreground">{excerpt}</span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1 text-sm text-muted-foreground">
          <time dateTime={conversation.lastMessageAt}>
            {formatDateTime(new Date(conversation.lastMessageAt), dates)}
          </time>
          {conversation.unread > 0 && (
            <Badge data-testid="conversation-unread">{t('messages.unread', { count: conversation.unread })}</Badge>
          )}
        </span>
      </Link>
    </li>
  );
}
