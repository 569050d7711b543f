import { isItemNotFound, ItemNotFound } from '@/components/item-not-found';
import { LoadFailed } from '@/components/load-failed';
import { LoadMore } from '@/components/load-more';
import { Markdown } from '@/components/markdown';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { ConversationView, MessageView } from '@alavanca/contracts/community-network';
import { formatDateTime, type DateTimePreferences } from '@alavanca/domain/locale/format';
import { useInfiniteQuery } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { conversationQueryOptions, useReplyInConversation } from '../api/messages';
import { memberPath, MESSAGES_PATH } from '../utils/network-paths';
import { BlockButton } from './block-button';
import { MessageForm } from './message-form';
import { ReportMessageDialog } from './report-message-dialog';
import { BackLink } from './back-link';

/**
 * /comunidade/mensagens/{id}: a private conversation, its latest messages (earlier ones on
 * request) drawn as Markdown elements, never HTML; a received message may be reported. Opening it
 * marks it read; another member's message arrives live (app/realtime-sync.ts reads it again).
 */
export function ConversationScreen({ id, dates }: { id: string; dates: DateTimePreferences }) {
  const { t } = useTranslation(['communityNetwork', 'community']);
  const query = useInfiniteQuery(conversationQueryOptions(id));
  const back = <BackLink to={MESSAGES_PATH} label={t('conversation.back')} />;
  if (isItemNotFound(query.error))
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        {back}
        <ItemNotFound
          titleKey="communityNetwork:conversation.notFound"
          descriptionKey="communityNetwork:conversation.notFoundDescription"
          listTo={MESSAGES_PATH}
          listKey="communityNetwork:conversation.back"
        />
      </div>
    );
  const latest = query.data?.pages[0];
  return (
    <div className="mx-auto max-w-3xl space-y-6" data-testid="conversation-screen">
      {back}
      {query.isError && !latest ? (
        <LoadFailed
          message={t('conversation.loadFailed')}
          retryLabel={t('community:retry')}
          onRetry={() => void query.refetch()}
        />
      ) : !latest || !query.data ? (
        <Skeleton className="h-64" />
      ) : (
        <>
          <Header conversation={latest} />
          <section className="space-y-3" aria-labelledby="conversation-messages">
            <h3 id="conversation-messages" className="sr-only">
              {t('conversation.list')}
            </h3>
            <LoadMore
              query={query}
              label={t('conversation.earlier')}
              loadingLabel={t('conversation.loadingEarlier')}
              failedMessage={t('conversation.earlierFailed')}
            />
            <ol className="space-y-3" data-testid="message-list">
              {/* Pages come latest first, each oldest first: the earlier pages go above. */}
              {[...query.data.pages]
                .reverse()
                .flatMap((page) => page.messages)
                .map((message) => (
                  <MessageItem key={message.id} message={message} conversation={latest} dates={dates} />
                ))}
            </ol>
          </section>
          <Reply conversation={latest} />
        </>
      )}
    </div>
  );
}

function Header({ conversation }: { conversation: ConversationView }) {
  const { t } = useTranslation('communityNetwork');
  const name = conversation.member?.name ?? t('messages.deletedMember');
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-2xl font-semibold tracking-tight break-words">{t('conversation.title', { name })}</h2>
      {conversation.member && (
        <div className="flex flex-wrap gap-2">
          {conversation.member.profile && (
            <Button asChild variant="outline">
              <Link to={memberPath(conversation.member.id)}>
                <UserRound aria-hidden="true" />
                {t('conversation.profile')}
              </Link>
            </Button>
          )}
          <BlockButton member={conversation.member} blocked={conversation.blocked} />
        </div>
      )}
    </header>
  );
}

function MessageItem({
  message,
  conversation,
  dates,
}: {
  message: MessageView;
  conversation: ConversationView;
  dates: DateTimePreferences;
}) {
  const { t } = useTranslation('communityNetwork');
  const name = message.mine ? t('conversation.you') : (conversation.member?.name ?? t('messages.deletedMember'));
  return (
    <li className={message.mine ? 'flex justify-end' : 'flex justify-start'}>
      <article
        className={`max-w-[85%] min-w-0 space-y-2 rounded-xl border p-3 ${message.mine ? 'bg-accent/40' : 'bg-card'}`}
        data-testid="message"
      >
        <p className="text-xs text-muted-foreground">
          {name} · <time dateTime={message.createdAt}>{formatDateTime(new Date(message.createdAt), dates)}</time>
        </p>
        {message.body === null ? (
          <p className="text-sm text-muted-foreground italic">{t('messages.deleted')}</p>
        ) : (
          <Markdown text={message.body} className="text-sm break-words" />
        )}
        {!message.mine && message.body !== null && (
          <div className="flex justify-end">
            {message.reported ? (
              <Badge variant="secondary">{t('conversation.reported')}</Badge>
            ) : (
              <ReportMessageDialog messageId={message.id} conversationId={conversation.id} />
            )}
          </div>
        )}
      </article>
    </li>
  );
}

function Reply({ conversation }: { conversation: ConversationView }) {
  const { t } = useTranslation('communityNetwork');
  const reply = useReplyInConversation(conversation.id);
  if (conversation.canReply)
    return (
      <MessageForm
        label={t('conversation.reply')}
        submitLabel={t('conversation.send')}
        pending={reply.isPending}
        onSend={(body) => reply.mutateAsync(body)}
        testId="conversation-reply"
      />
    );
  return (
    <p className="rounded-xl bg-muted/50 p-4 text-sm" data-testid="reply-closed">
      {!conversation.member ? t('conversation.gone') : conversation.blocked ? t('member.blocked') : t('member.closed')}
    </p>
  );
}
