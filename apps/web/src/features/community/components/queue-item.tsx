import { Markdown } from '@/components/markdown';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useValidationText } from '@/hooks/use-validation-text';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import {
  MemberActionRequest,
  MODERATION_LIMITS,
  PostActionRequest,
  SANCTION_DAYS,
  type ModerationAction,
  type QueueItem,
} from '@alavanca/contracts/community-moderation';
import { formatDate, formatDateTime, type DateTimePreferences } from '@alavanca/domain/locale/format';
import { EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMemberAction, usePostAction } from '../api/moderation';
import { topicPath } from '../utils/paths';

/** A silence or suspension's length unless the moderator types another. */
const DEFAULT_DAYS = 7;

/**
 * A post in the moderators' queue: where it is, who wrote it, why it is here (members' flags by
 * reason, the list's words), and what the moderator does with it and its author, with a reason
 * that goes in the log (and, to the author, in the notification).
 */
export function QueueItemCard({ item, dates }: { item: QueueItem; dates: DateTimePreferences }) {
  const { t } = useTranslation(['community', 'common']);
  const errorText = useValidationText();
  const postAction = usePostAction();
  const memberAction = useMemberAction();
  const id = useId();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState(String(DEFAULT_DAYS));
  const [errors, setErrors] = useState<{ reason?: string; days?: string }>({});
  const pending = postAction.isPending || memberAction.isPending;

  function act(action: ModerationAction) {
    const failed = (error: unknown) =>
      notify({ title: t('moderation.failed'), description: describeError(error, t), variant: 'destructive' });
    const done = () => notify({ title: t(`moderation.done.${action}`) });
    if (action === 'restore' || action === 'delete') {
      const request = PostActionRequest.safeParse({ action, reason });
      if (!request.success) return show(request.error.issues);
      setErrors({});
      postAction.mutate({ postId: item.postId, ...request.data }, { onSuccess: done, onError: failed });
      return;
    }
    const sanction = action === 'silence' || action === 'suspend';
    const request = MemberActionRequest.safeParse({
      action,
      reason,
      postId: item.postId,
      ...(sanction ? { days: Number(days) } : {}),
    });
    if (!request.success) return show(request.error.issues);
    if (!item.author) return;
    setErrors({});
    memberAction.mutate({ memberId: item.author.id, ...request.data }, { onSuccess: done, onError: failed });
  }

  function show(issues: readonly { path: PropertyKey[]; message: string }[]) {
    const byField = Object.fromEntries(issues.map((issue) => [String(issue.path[0]), errorText(issue.message)]));
    setErrors({ reason: byField.reason, days: byField.days });
    document.getElementById(byField.reason ? `${id}-reason` : `${id}-days`)?.focus();
  }

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
            {item.authorSanction && (
              <Badge variant="destructive">
                {t(`moderation.sanctioned.${item.authorSanction.kind}`, {
                  date: formatDate(new Date(item.authorSanction.until), dates),
                })}
              </Badge>
            )}
          </p>
        </header>
        <Markdown text={item.body} className="rounded-lg bg-muted/50 p-3 text-sm" />
        <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
          <FormField
            id={`${id}-reason`}
            label={t('moderation.reason')}
            hint={t('moderation.reasonHint')}
            error={errors.reason}
          >
            <Textarea
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={MODERATION_LIMITS.reason}
            />
          </FormField>
          {item.sanctions && item.author && (
            <FormField id={`${id}-days`} label={t('moderation.days')} error={errors.days}>
              <Input
                type="number"
                inputMode="numeric"
                min={SANCTION_DAYS.min}
                max={SANCTION_DAYS.max}
                value={days}
                onChange={(event) => setDays(event.target.value)}
                className="w-24"
              />
            </FormField>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={pending} onClick={() => act('restore')} data-testid="moderation-restore">
            {t('moderation.actions.restore')}
          </Button>
          <Button
            size="sm"
            variant="destructive"
            disabled={pending}
            onClick={() => act('delete')}
            data-testid="moderation-delete"
          >
            {t('moderation.actions.delete')}
          </Button>
          {item.author && (
            <Button
              size="sm"
              variant="outline"
              disabled={pending}
              onClick={() => act('warn')}
              data-testid="moderation-warn"
            >
              {t('moderation.actions.warn')}
            </Button>
          )}
          {item.sanctions &&
            item.author &&
            (['silence', 'suspend'] as const).map((action) => (
              <Button
                key={action}
                size="sm"
                variant="outline"
                disabled={pending}
                onClick={() => act(action)}
                data-testid={`moderation-${action}`}
              >
                {t(`moderation.actions.${action}`)}
              </Button>
            ))}
          {item.sanctions && item.authorSanction && (
            <Button
              size="sm"
              variant="outline"
              disabled={pending}
              onClick={() => act('lift')}
              data-testid="moderation-lift"
            >
              {t('moderation.actions.lift')}
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}
