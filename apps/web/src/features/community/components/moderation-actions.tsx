import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useValidationText } from '@/hooks/use-validation-text';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import {
  MemberActionRequest,
  MessageActionRequest,
  MODERATION_LIMITS,
  PostActionRequest,
  SANCTION_DAYS,
  type ModerationAction,
  type Sanction,
} from '@alavanca/contracts/community-moderation';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberAction, useMessageAction, usePostAction } from '../api/moderation';

/** A silence or suspension's length unless the moderator types another. */
const DEFAULT_DAYS = 7;

/** What the moderator acts on: a post in the queue, or a reported private message (an operator's). */
export type ModerationTarget = { kind: 'post'; postId: string } | { kind: 'message'; messageId: string };

/**
 * What a moderator does with an item of the queue and its author: a reason that goes in the log
 * (and, to the author, in the notification), a sanction's days, and the buttons of the actions
 * they may take. Each request is checked as the server checks it before it is sent.
 */
export function ModerationActions({
  target,
  author,
  authorSanction,
  sanctions,
}: {
  target: ModerationTarget;
  /** Null once the author's account is deleted: nothing is done to them then. */
  author: { id: string } | null;
  authorSanction: Sanction | null;
  /** Whether the moderator may silence, suspend and lift (operators only). */
  sanctions: boolean;
}) {
  const { t } = useTranslation(['community', 'common']);
  const errorText = useValidationText();
  const postAction = usePostAction();
  const messageAction = useMessageAction();
  const memberAction = useMemberAction();
  const id = useId();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState(String(DEFAULT_DAYS));
  const [errors, setErrors] = useState<{ reason?: string; days?: string }>({});
  const pending = postAction.isPending || messageAction.isPending || memberAction.isPending;
  const own = target.kind === 'post' ? (['restore', 'delete'] as const) : (['dismiss', 'delete'] as const);
  const onAuthor = [
    'warn',
    ...(sanctions ? (['silence', 'suspend'] as const) : []),
    ...(sanctions && authorSanction ? (['lift'] as const) : []),
  ] as const;

  function show(issues: readonly { path: PropertyKey[]; message: string }[]) {
    const byField = Object.fromEntries(issues.map((issue) => [String(issue.path[0]), errorText(issue.message)]));
    setErrors({ reason: byField.reason, days: byField.days });
    document.getElementById(byField.reason ? `${id}-reason` : `${id}-days`)?.focus();
  }

  function act(action: ModerationAction) {
    const handlers = {
      onSuccess: () => notify({ title: t(`moderation.done.${action}`) }),
      onError: (error: unknown) =>
        notify({ title: t('moderation.failed'), description: describeError(error, t), variant: 'destructive' }),
    };
    if (action === 'restore' || action === 'delete' || action === 'dismiss') {
      if (target.kind === 'post') {
        const request = PostActionRequest.safeParse({ action, reason });
        if (!request.success) return show(request.error.issues);
        setErrors({});
        return postAction.mutate({ postId: target.postId, ...request.data }, handlers);
      }
      const request = MessageActionRequest.safeParse({ action, reason });
      if (!request.success) return show(request.error.issues);
      setErrors({});
      return messageAction.mutate({ messageId: target.messageId, ...request.data }, handlers);
    }
    if (!author) return;
    const request = MemberActionRequest.safeParse({
      action,
      reason,
      ...(target.kind === 'post' ? { postId: target.postId } : { messageId: target.messageId }),
      ...(action === 'silence' || action === 'suspend' ? { days: Number(days) } : {}),
    });
    if (!request.success) return show(request.error.issues);
    setErrors({});
    memberAction.mutate({ memberId: author.id, ...request.data }, handlers);
  }

  const button = (action: ModerationAction, variant: 'default' | 'destructive' | 'outline') => (
    <Button
      key={action}
      size="sm"
      variant={variant}
      disabled={pending}
      onClick={() => act(action)}
      data-testid={`moderation-${action}`}
    >
      {t(`moderation.actions.${action}`)}
    </Button>
  );
  return (
    <>
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
        {sanctions && author && (
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
        {own.map((action) => button(action, action === 'delete' ? 'destructive' : 'default'))}
        {author && onAuthor.map((action) => button(action, 'outline'))}
      </div>
    </>
  );
}
