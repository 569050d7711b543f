import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDateTime, type DateTimePreferences } from '@alavanca/domain/locale/format';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { queueQueryOptions, useModerationAccess, useModerationLog } from '../api/moderation';
import { COMMUNITY_PATH } from '../utils/paths';
import { MessageQueueCard } from './message-queue-item';
import { QueueItemCard } from './queue-item';
import { BackLink } from './back-link';

/**
 * /comunidade/moderacao: the posts waiting for the user as a moderator (an operator: every space;
 * a class's teacher: the class's), the private messages their recipients reported (an operator's
 * alone), and the log of what the moderators did there.
 */
export function ModerationScreen({ dates }: { dates: DateTimePreferences }) {
  const { t } = useTranslation('community');
  const access = useModerationAccess();
  const moderates = access.data && (access.data.operator || access.data.spaces.length > 0);
  return (
    <div className="mx-auto max-w-4xl space-y-6" data-testid="moderation-screen">
      <BackLink to={COMMUNITY_PATH} label={t('space.back')} />
      <header className="space-y-1">
        <h2 className="text-2xl font-semibold tracking-tight">{t('moderation.title')}</h2>
        <p className="max-w-2xl text-sm text-muted-foreground">
          {access.data?.operator ? t('moderation.descriptionOperator') : t('moderation.descriptionTeacher')}
        </p>
      </header>
      {access.isError ? (
        <LoadFailed
          message={t('moderation.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void access.refetch()}
        />
      ) : !access.data ? (
        <Skeleton className="h-48" />
      ) : !moderates ? (
        <EmptyState
          icon={ShieldCheck}
          title={t('moderation.notModerator')}
          description={t('moderation.notModeratorHint')}
        />
      ) : (
        <Tabs defaultValue="queue">
          <TabsList>
            <TabsTrigger value="queue">{t('moderation.queue')}</TabsTrigger>
            <TabsTrigger value="log">{t('moderation.log')}</TabsTrigger>
          </TabsList>
          <TabsContent value="queue" className="pt-4">
            <Queue dates={dates} />
          </TabsContent>
          <TabsContent value="log" className="pt-4">
            <Log dates={dates} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}

function Queue({ dates }: { dates: DateTimePreferences }) {
  const { t } = useTranslation('community');
  const queue = useQuery(queueQueryOptions);
  if (queue.isError)
    return (
      <LoadFailed message={t('moderation.loadFailed')} retryLabel={t('retry')} onRetry={() => void queue.refetch()} />
    );
  if (!queue.data) return <Skeleton className="h-48" />;
  const { items, messages } = queue.data;
  if (items.length === 0 && messages.length === 0)
    return (
      <EmptyState
        icon={ShieldCheck}
        title={t('moderation.empty')}
        description={t('moderation.emptyHint')}
        headingLevel="h3"
      />
    );
  return (
    <div className="space-y-6">
      {items.length > 0 && (
        <ol className="space-y-4" aria-label={t('moderation.queue')} data-testid="moderation-queue">
          {items.map((item) => (
            <QueueItemCard key={item.postId} item={item} dates={dates} />
          ))}
        </ol>
      )}
      {messages.length > 0 && (
        <section className="space-y-3" aria-labelledby="reported-messages">
          <h3 id="reported-messages" className="font-medium">
            {t('moderation.messages')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('moderation.messagesHint')}</p>
          <ol className="space-y-4" data-testid="message-queue">
            {messages.map((item) => (
              <MessageQueueCard key={item.messageId} item={item} dates={dates} />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

function Log({ dates }: { dates: DateTimePreferences }) {
  const { t } = useTranslation('community');
  const log = useModerationLog();
  if (log.isError)
    return (
      <LoadFailed message={t('moderation.loadFailed')} retryLabel={t('retry')} onRetry={() => void log.refetch()} />
    );
  if (!log.data) return <Skeleton className="h-48" />;
  if (log.data.length === 0) return <p className="text-sm text-muted-foreground">{t('moderation.logEmpty')}</p>;
  return (
    <ol className="divide-y rounded-xl border" data-testid="moderation-log">
      {log.data.map((entry) => (
        <li key={entry.id} className="space-y-1 p-3 text-sm">
          <p>
            {t(`moderation.logLine.${entry.action === 'delete' && entry.messageId ? 'deleteMessage' : entry.action}`, {
              moderator: entry.moderator?.name ?? t('post.deletedMember'),
              member: entry.member?.name ?? t('post.deletedMember'),
            })}
            {entry.until && ` ${t('moderation.until', { date: formatDateTime(new Date(entry.until), dates) })}`}
          </p>
          <p className="text-muted-foreground">
            <time dateTime={entry.createdAt}>{formatDateTime(new Date(entry.createdAt), dates)}</time> · {entry.reason}
          </p>
        </li>
      ))}
    </ol>
  );
}
