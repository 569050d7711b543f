import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useValidationText } from '@/hooks/use-validation-text';
import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { COMMUNITY_LIMITS, PostBodyRequest, type EvidenceRequest } from '@alavanca/contracts/community';
import type { TFunction } from 'i18next';
import { Send } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { EvidenceAttach } from './evidence-attach';
import { useTranslation } from 'react-i18next';

/** A post's Markdown body: what may go in it is said under it (the server checks the same). */
export function PostBodyField({
  id,
  label,
  value,
  onChange,
  error,
  ...props
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
} & Omit<ComponentProps<'textarea'>, 'id' | 'value' | 'onChange'>) {
  const { t } = useTranslation('community');
  return (
    <FormField id={id} label={label} hint={t('compose.bodyHint')} error={error}>
      <Textarea
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={COMMUNITY_LIMITS.body}
        className="min-h-28"
        {...props}
      />
    </FormField>
  );
}

/**
 * A refused post: a field's own issue goes under the field (`show` returns whether one did);
 * anything else (too many posts in an hour, the topic gone) is said in a toast.
 */
export function useWriteFailure() {
  const { t } = useTranslation(['community', 'common']);
  const errorText = useValidationText();
  return (error: unknown, show: (field: string, message: string | undefined) => boolean) => {
    if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
      const shown = error.issues.filter((issue) => show(issue.path, errorText(issue.message)));
      if (shown.length > 0) return;
    }
    notify({ title: t('compose.failed'), description: failureText(error, t), variant: 'destructive' });
  };
}

function failureText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.code === 'RATE_LIMITED') return t('community:compose.tooFast');
  // Refused to a member the moderators silenced: their notification says why.
  if (error instanceof ApiError && error.code === 'FORBIDDEN') return t('community:compose.silenced');
  return describeError(error, t);
}

/**
 * A post written alone (a reply, an edit): its body, checked as the server checks it, sent by
 * `onSend`; once sent, the box empties. A refusal of the body shows under it.
 */
export function PostForm({
  label,
  initial = '',
  submitLabel,
  pending,
  onSend,
  onCancel,
  testId,
  withEvidence = false,
  mentions = [],
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  pending: boolean;
  onSend: (body: string, evidence: EvidenceRequest | null) => Promise<unknown>;
  onCancel?: () => void;
  testId: string;
  /** Whether the post may carry evidence (a reply; an edit keeps the post's). */
  withEvidence?: boolean;
  /** The thread's people a reply may mention: each a button that writes `@Name` into the box. */
  mentions?: readonly string[];
}) {
  const { t } = useTranslation('community');
  const errorText = useValidationText();
  const failed = useWriteFailure();
  const id = useId();
  const [body, setBody] = useState(initial);
  const [evidence, setEvidence] = useState<EvidenceRequest | null>(null);
  const [error, setError] = useState<string>();
  const show = (field: string, message: string | undefined) => {
    // The evidence's own refusal (an item no longer the author's) is the body's to say.
    if (field !== 'body' && !field.startsWith('evidence')) return false;
    setError(message);
    document.getElementById(id)?.focus();
    return true;
  };
  return (
    <form
      className="space-y-2"
      noValidate
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        const request = PostBodyRequest.safeParse({ body });
        if (!request.success) {
          show('body', errorText(request.error.issues[0]?.message));
          return;
        }
        setError(undefined);
        onSend(request.data.body, evidence).then(
          () => {
            setBody('');
            setEvidence(null);
          },
          (failure: unknown) => failed(failure, show),
        );
      }}
    >
      <PostBodyField id={id} label={label} value={body} onChange={setBody} error={error} autoFocus={!!onCancel} />
      {mentions.length > 0 && (
        <div className="flex flex-wrap items-center gap-1 text-sm" role="group" aria-label={t('compose.mention')}>
          <span className="text-muted-foreground">{t('compose.mention')}</span>
          {mentions.map((name) => (
            <Button
              key={name}
              type="button"
              variant="ghost"
              size="sm"
              aria-label={t('compose.mentionName', { name })}
              onClick={() => {
                setBody((current) => `${current}${current && !/\s$/.test(current) ? ' ' : ''}@${name} `);
                document.getElementById(id)?.focus();
              }}
            >
              @{name}
            </Button>
          ))}
        </div>
      )}
      {withEvidence && <EvidenceAttach value={evidence} onChange={setEvidence} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending} data-testid={`${testId}-send`}>
          <Send aria-hidden="true" />
          {pending ? t('compose.sending') : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
