import { Markdown } from '@/components/markdown';
import { Badge } from '@/components/ui/badge';
import type { QueueItem, Sanction } from '@alavanca/contracts/community-moderation';
import { formatDate, formatDateTime, type DateTimePreferences } from '@alavanca/domain/locale/format';
import { EyeOff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { topicPath } from '../utils/paths';
import { ModerationActions } from './moderation-actions';

/**
 * A post in the moderators' queue: where it is, who wrote it, why it is here (members' flags by
 * reason, the list's words), and what the moderator does with it and its author.
 */
export function QueueItemCard({ item, dates }: { item: QueueItem; dates: DateTimePreferences }) {
  const { t } = useTranslation(['community', 'common']);
  const id = useId();
  return (
    <li>
      <article
        className="space-y-3 rounded-xl border bg-card p-4"
        data-testid="queue-item"
        aria-labelledby={`${id}-title`}
      >
        <header className="space-y-1">
          <h3 id={`${id}-title`} className="font-medium">
            <Link to={`${topicPath(item.topicId)}#post-${item.number}`} className="underline underline-offset-2">
              {item.topicTitle}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">
            {t('moderation.byline', {
              name: item.author?.name ?? t('post.deletedMember'),
              date: formatDateTime(new Date(item.createdAt), dates),
            })}
          </p>
          <p className="flex flex-wrap gap-2">
            {item.hidden && (
              <Badge variant="warning">
                <EyeOff aria-hidden="true" />
                {t('moderation.hidden')}
              </Badge>
            )}
            {item.flags.map((flag) => (
              <Badge key={flag.reason} variant="secondary">
                {t('moderation.flags', { reason: t(`flag.reasons.${flag.reason}`), number: flag.count })}
              </Badge>
            ))}
            {item.words.length > 0 && (
              <Badge variant="secondary">{t('moderation.words', { words: item.words.join(', ') })}</Badge>
            )}
            {item.authorSanction && <SanctionBadge sanction={item.authorSanction} dates={dates} />}
          </p>
        </header>
        <Markdown text={item.body} className="rounded-lg bg-muted/50 p-3 text-sm" />
        <ModerationActions
          target={{ kind: 'post', postId: item.postId }}
          author={item.author}
          authorSanction={item.authorSanction}
          sanctions={item.sanctions}
        />
      </article>
    </li>
  );
}

/** The author's sanction in force, and until when. */
export function SanctionBadge({ sanction, dates }: { sanction: Sanction; dates: DateTimePreferences }) {
  const { t } = useTranslation('community');
  return (
    <Badge variant="destructive">
      {t(`moderation.sanctioned.${sanction.kind}`, { date: formatDate(new Date(sanction.until), dates) })}
    </Badge>
  );
}
