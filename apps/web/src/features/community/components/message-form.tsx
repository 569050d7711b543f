import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useValidationText } from '@/hooks/use-validation-text';
import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { MessageRequest, NETWORK_LIMITS } from '@alavanca/contracts/community-network';
import type { TFunction } from 'i18next';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A private message's box: checked as the server checks it, sent by `onSend`, emptied once sent.
 * A refused body says why under the box; any other refusal (not allowed now, too fast) in a toast.
 */
export function MessageForm({
  label,
  submitLabel,
  pending,
  onSend,
  testId,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  onSend: (body: string) => Promise<unknown>;
  testId: string;
}) {
  const { t } = useTranslation(['communityNetwork', 'common']);
  const errorText = useValidationText();
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const show = (message: string | undefined) => {
    setError(message);
    document.getElementById(id)?.focus();
  };
  return (
    <form
      className="space-y-2"
      noValidate
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        const request = MessageRequest.safeParse({ body });
        if (!request.success) return show(errorText(request.error.issues[0]?.message));
        setError(undefined);
        onSend(request.data.body).then(
          () => setBody(''),
          (failure: unknown) => {
            const issue =
              failure instanceof ApiError && failure.code === 'VALIDATION_FAILED'
                ? failure.issues.find((one) => one.path === 'body')
                : undefined;
            if (issue) return show(errorText(issue.message));
            notify({ title: t('conversation.failed'), description: refusal(failure, t), variant: 'destructive' });
          },
        );
      }}
    >
      <FormField id={id} label={label} hint={t('member.messageHint')} error={error}>
        <Textarea
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={NETWORK_LIMITS.message}
          className="min-h-24"
        />
      </FormField>
      <Button type="submit" disabled={pending} data-testid={`${testId}-send`}>
        <Send aria-hidden="true" />
        {pending ? t('conversation.sending') : submitLabel}
      </Button>
    </form>
  );
}

/** Why a message was not taken: too fast, or not allowed now (a level, a block, a silence: one answer). */
function refusal(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.code === 'RATE_LIMITED') return t('communityNetwork:conversation.tooFast');
  if (error instanceof ApiError && error.code === 'FORBIDDEN') return t('communityNetwork:member.closed');
  return describeError(error, t);
}
