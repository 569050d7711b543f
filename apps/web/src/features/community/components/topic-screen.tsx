import { isItemNotFound, ItemNotFound } from '@/components/item-not-found';
import { LoadFailed } from '@/components/load-failed';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import type { TopicView } from '@alavanca/contracts/community';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useReply, useSpaceEvents, useTopic } from '../api/community';
import { COMMUNITY_PATH, spacePath } from '../utils/paths';
import { PostForm } from './post-body-field';
import type { EvidencePreferences } from './evidence-card';
import { PostCard } from './post-card';
import { BackLink } from './back-link';

/** /comunidade/topicos/{id}: a topic's posts in order, and the reader's reply. */
export function TopicScreen({ id, dates }: { id: string; dates: EvidencePreferences }) {
  const { t } = useTranslation('community');
  const query = useTopic(id);
  if (!query.data)
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        {isItemNotFound(query.error) ? (
          <ItemNotFound
            titleKey="community:topic.notFound"
            descriptionKey="community:topic.notFoundDescription"
            listTo={COMMUNITY_PATH}
            listKey="community:space.back"
          />
        ) : query.isError ? (
          <LoadFailed message={t('topic.loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
        ) : (
          <Skeleton className="h-64" />
        )}
      </div>
    );
  return <TopicPage topic={query.data} dates={dates} />;
}

/** The topic as read, kept current by its space's stream. */
function TopicPage({ topic, dates }: { topic: TopicView; dates: EvidencePreferences }) {
  const { t } = useTranslation('community');
  useSpaceEvents(topic.space);
  return (
    <div className="mx-auto max-w-3xl space-y-6" data-testid="topic-screen">
      <BackLink to={spacePath(topic.space)} label={t('topic.back')} />
      <header className="space-y-2">
        <h2 className="text-2xl font-semibold tracking-tight break-words">{topic.title}</h2>
        <p className="flex flex-wrap gap-2">
          <Badge variant="secondary">{t(`compose.kinds.${topic.kind}`)}</Badge>
          {topic.answered && (
            <Badge variant="success">
              <CheckCircle2 aria-hidden="true" />
              {t('topic.answered')}
            </Badge>
          )}
        </p>
      </header>
      <ol className="space-y-4" aria-label={t('topic.posts')} data-testid="topic-posts">
        {topic.posts.map((post) => (
          <PostCard key={post.id} post={post} topic={topic} dates={dates} />
        ))}
      </ol>
      <ReplyForm topic={topic} />
    </div>
  );
}

function ReplyForm({ topic }: { topic: TopicView }) {
  const { t } = useTranslation('community');
  const reply = useReply(topic.id);
  // Whoever wrote in the thread, but the reader: the people a reply may mention.
  const people = [
    ...new Set(
      topic.posts.flatMap((post) => (post.author && !post.mine && post.body !== null ? [post.author.name] : [])),
    ),
  ];
  return (
    <PostForm
      label={t('topic.reply')}
      submitLabel={t('topic.send')}
      pending={reply.isPending}
      onSend={(body, evidence) => reply.mutateAsync({ body, ...(evidence ? { evidence } : {}) })}
      testId="reply-form"
      withEvidence
      mentions={people}
    />
  );
}
