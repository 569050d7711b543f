import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useValidationText } from '@/hooks/use-validation-text';
import { COMMUNITY_LIMITS, CreateTopicRequest, TOPIC_KINDS, type EvidenceRequest } from '@alavanca/contracts/community';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateTopic } from '../api/community';
import { topicPath } from '../utils/paths';
import { PostBodyField, useWriteFailure } from './post-body-field';
import { SimilarTopics } from './similar-topics';
import { EvidenceAttach } from './evidence-attach';

type Field = 'kind' | 'title' | 'body';
const isField = (path: string): path is Field => path === 'kind' || path === 'title' || path === 'body';

/** A new topic in `space`: a discussion or a question, its title and opening post; sent, its page opens. */
export function NewTopicForm({ space, onCancel }: { space: string; onCancel: () => void }) {
  const { t } = useTranslation(['community', 'common']);
  const errorText = useValidationText();
  const failed = useWriteFailure();
  const create = useCreateTopic();
  const navigate = useNavigate();
  const id = useId();
  const [kind, setKind] = useState<(typeof TOPIC_KINDS)[number]>('discussion');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [evidence, setEvidence] = useState<EvidenceRequest | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  /** Puts the message under its field and the keyboard in the first field refused. */
  const show = (field: string, message: string | undefined) => {
    if (!isField(field)) return false;
    setErrors((current) => ({ ...current, [field]: message }));
    requestAnimationFrame(() => document.getElementById(`${id}-${field}`)?.focus());
    return true;
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const request = CreateTopicRequest.safeParse({ space, kind, title, body, ...(evidence ? { evidence } : {}) });
    setErrors({});
    if (!request.success) {
      // Last to first: the keyboard ends in the first field refused.
      for (const issue of [...request.error.issues].reverse()) show(String(issue.path[0]), errorText(issue.message));
      return;
    }
    create.mutate(request.data, {
      onSuccess: (topic) => void navigate(topicPath(topic.id)),
      onError: (error) => failed(error, show),
    });
  }

  return (
    <form
      className="space-y-4 rounded-xl border bg-card p-4"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      data-testid="new-topic-form"
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {t('compose.newTopic')}
      </h3>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('compose.kind')}</legend>
        <div className="flex flex-wrap gap-4">
          {TOPIC_KINDS.map((option) => (
            <label key={option} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-kind`}
                id={option === kind ? `${id}-kind` : undefined}
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
                className="mt-1 accent-primary"
              />
              <span>
                <span className="block font-medium">{t(`compose.kinds.${option}`)}</span>
                <span className="block text-muted-foreground">{t(`compose.kindHints.${option}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormField id={`${id}-title`} label={t('compose.title')} error={errors.title}>
        <Input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={COMMUNITY_LIMITS.title} />
      </FormField>
      <SimilarTopics space={space} title={title} />
      <PostBodyField id={`${id}-body`} label={t('compose.body')} value={body} onChange={setBody} error={errors.body} />
      <EvidenceAttach value={evidence} onChange={setEvidence} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending} data-testid="new-topic-send">
          <Send aria-hidden="true" />
          {create.isPending ? t('compose.sending') : t('compose.send')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
