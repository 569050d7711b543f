import { Markdown } from '@/components/markdown';
import { Badge } from '@/components/ui/badge';
import type { MessageQueueItem } from '@alavanca/contracts/community-moderation';
import { formatDateTime, type DateTimePreferences } from '@alavanca/domain/locale/format';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModerationActions } from './moderation-actions';
import { SanctionBadge } from './queue-item';

/**
 * A private message its recipient reported, as an operator sees it: the message alone (never the
 * rest of its conversation), who sent it and why it was reported; the operator dismisses the
 * reports or deletes it, and may deal with its sender.
 */
export function MessageQueueCard({ item, dates }: { item: MessageQueueItem; dates: DateTimePreferences }) {
  const { t } = useTranslation('community');
  const id = useId();
  return (
    <li>
      <article
        className="space-y-3 rounded-xl border bg-card p-4"
        data-testid="message-queue-item"
        aria-labelledby={`${id}-title`}
      >
        <header className="space-y-1">
          <h4 id={`${id}-title`} className="flex items-center gap-2 font-medium">
            <Lock className="size-4 shrink-0" aria-hidden="true" />
            {t('moderation.messageTitle', { name: item.sender?.name ?? t('post.deletedMember') })}
          </h4>
          <p className="text-sm text-muted-foreground">
            {t('moderation.messageByline', {
              sent: formatDateTime(new Date(item.createdAt), dates),
              reported: formatDateTime(new Date(item.reportedAt), dates),
            })}
          </p>
          <p className="flex flex-wrap gap-2">
            {item.reports.map((report) => (
              <Badge key={report.reason} variant="secondary">
                {t('moderation.flags', { reason: t(`flag.reasons.${report.reason}`), number: report.count })}
              </Badge>
            ))}
            {item.senderSanction && <SanctionBadge sanction={item.senderSanction} dates={dates} />}
          </p>
        </header>
        <Markdown text={item.body} className="rounded-lg bg-muted/50 p-3 text-sm" />
        <ModerationActions
          target={{ kind: 'message', messageId: item.messageId }}
          author={item.sender}
          authorSanction={item.senderSanction}
          sanctions
        />
      </article>
    </li>
  );
}
