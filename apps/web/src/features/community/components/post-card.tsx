import { ConfirmButton } from '@/components/confirm-button';
import { Markdown } from '@/components/markdown';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { REACTION_KINDS, type PostView, type TopicView } from '@alavanca/contracts/community';
import { formatDateTime } from '@alavanca/domain/locale/format';
import { CheckCircle2, EyeOff, Heart, Lightbulb, Pencil, Smile, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccept, useDeletePost, useEditPost, useReact } from '../api/community';
import { EvidenceCard, type EvidencePreferences } from './evidence-card';
import { FlagDialog } from './flag-dialog';
import { MutedPost } from './muted-post';
import { PostForm } from './post-body-field';
import { PostHistory } from './post-history';

const REACTION_ICONS = { like: Heart, insightful: Lightbulb, thanks: Smile } as const;

/** One post of a topic: who wrote it and when, its body, its reactions, and what the reader may do with it. */
export function PostCard({ post, topic, dates }: { post: PostView; topic: TopicView; dates: EvidencePreferences }) {
  const { t } = useTranslation(['community', 'common']);
  const [editing, setEditing] = useState(false);
  const deleted = post.body === null && !post.hidden;
  const accepted = topic.acceptedPostId === post.id;
  const asker = topic.kind === 'question' && topic.posts[0]?.mine === true;
  const article = (
    <article
      className={cn('space-y-3 rounded-xl border bg-card p-4', accepted && 'border-success')}
      aria-labelledby={`post-${post.id}-by`}
      data-testid="community-post"
      data-number={post.number}
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span id={`post-${post.id}-by`} className="font-medium">
          {post.author?.name ?? t('post.deletedMember')}
          {post.mine && <span className="text-muted-foreground"> {t('post.you')}</span>}
        </span>
        <span className="text-muted-foreground">
          · <time dateTime={post.createdAt}>{formatDateTime(new Date(post.createdAt), dates)}</time>
        </span>
        {post.versions > 0 && <PostHistory post={post} dates={dates} />}
        {accepted && (
          <Badge variant="success" data-testid="accepted-answer">
            <CheckCircle2 aria-hidden="true" />
            {t('post.accepted')}
          </Badge>
        )}
      </header>
      {post.hidden && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="post-hidden">
          <EyeOff className="size-4" aria-hidden="true" />
          {post.body === null ? t('post.hidden') : t('post.hiddenStillShown')}
        </p>
      )}
      {deleted ? (
        <p className="text-sm text-muted-foreground italic">{t('post.deleted')}</p>
      ) : editing && post.body !== null ? (
        <EditPost postId={post.id} body={post.body} onDone={() => setEditing(false)} />
      ) : (
        post.body !== null && <Markdown text={post.body} className="text-sm" />
      )}
      {post.evidence && <EvidenceCard postId={post.id} summary={post.evidence} prefs={dates} />}
      {!deleted && !editing && (
        <footer className="flex flex-wrap items-center gap-2">
          <Reactions post={post} />
          <span className="flex-1" />
          {asker && post.number > 1 && <AcceptButton topic={topic} post={post} accepted={accepted} />}
          {post.mine && post.body !== null && (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {t('post.edit')}
            </Button>
          )}
          {(post.mine || topic.moderates) && <DeletePost post={post} topic={topic} />}
          {!post.mine && <FlagDialog post={post} topicId={topic.id} />}
        </footer>
      )}
    </article>
  );
  return <li id={`post-${post.number}`}>{post.muted ? <MutedPost>{article}</MutedPost> : article}</li>;
}

/** The reactions given: the reader toggles their own on others' posts; on their own post they only see them. */
function Reactions({ post }: { post: PostView }) {
  const { t } = useTranslation(['community', 'common']);
  const react = useReact();
  return (
    <div className="flex flex-wrap gap-1" role="group" aria-label={t('post.reactions')}>
      {REACTION_KINDS.map((kind) => {
        const shown = post.reactions.find((reaction) => reaction.kind === kind);
        const Icon = REACTION_ICONS[kind];
        const label = t('post.reaction', { reaction: t(`post.reactionKinds.${kind}`), count: shown?.count ?? 0 });
        if (post.mine)
          return shown ? (
            <span key={kind} className="flex items-center gap-1 px-2 text-sm text-muted-foreground" aria-label={label}>
              <Icon className="size-4" aria-hidden="true" />
              {shown.count}
            </span>
          ) : null;
        return (
          <Button
            key={kind}
            variant={shown?.mine ? 'secondary' : 'ghost'}
            size="sm"
            aria-pressed={shown?.mine ?? false}
            aria-label={label}
            disabled={react.isPending}
            data-testid={`react-${kind}`}
            onClick={() =>
              react.mutate(
                { postId: post.id, kind, on: !shown?.mine },
                {
                  onError: (error) =>
                    notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' }),
                },
              )
            }
          >
            <Icon aria-hidden="true" />
            {shown?.count ?? 0}
          </Button>
        );
      })}
    </div>
  );
}

function AcceptButton({ topic, post, accepted }: { topic: TopicView; post: PostView; accepted: boolean }) {
  const { t } = useTranslation(['community', 'common']);
  const accept = useAccept(topic.id);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={accept.isPending}
      data-testid="accept-answer"
      onClick={() =>
        accept.mutate(accepted ? null : post.id, {
          onError: (error) =>
            notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' }),
        })
      }
    >
      <CheckCircle2 aria-hidden="true" />
      {accepted ? t('post.unaccept') : t('post.accept')}
    </Button>
  );
}

function DeletePost({ post, topic }: { post: PostView; topic: TopicView }) {
  const { t } = useTranslation(['community', 'common']);
  const remove = useDeletePost(topic);
  const opening = post.number === 1;
  return (
    <ConfirmButton
      label={t('post.delete')}
      icon={<Trash2 aria-hidden="true" />}
      variant="ghost"
      title={opening ? t('post.deleteTopicTitle') : t('post.deleteTitle')}
      description={opening ? t('post.deleteTopicDescription') : t('post.deleteDescription')}
      cancel={t('cancel')}
      confirm={t('post.delete')}
      pendingLabel={t('post.deleting')}
      pending={remove.isPending}
      testId="delete-post"
      onConfirm={(done) =>
        remove.mutate(post.id, {
          onSettled: done,
          onError: (error) =>
            notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' }),
        })
      }
    />
  );
}

/** The author's edit of a post in place: the body it replaces is kept in the post's history. */
function EditPost({ postId, body, onDone }: { postId: string; body: string; onDone: () => void }) {
  const { t } = useTranslation('community');
  const edit = useEditPost();
  return (
    <PostForm
      label={t('post.editLabel')}
      initial={body}
      submitLabel={t('post.save')}
      pending={edit.isPending}
      onSend={(edited) => edit.mutateAsync({ postId, body: edited }).then(onDone)}
      onCancel={onDone}
      testId="edit-post"
    />
  );
}
