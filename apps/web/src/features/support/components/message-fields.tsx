import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useValidationText } from '@/hooks/use-validation-text';
import { ATTACHMENT_CONTENT_TYPES, type AttachmentUpload } from '@alavanca/contracts/support';
import { TEXT_LIMITS, SUPPORT_ATTACHMENT_MAX_BYTES } from '@alavanca/domain/constants';
import { ImagePlus, X } from 'lucide-react';
import { fitScreenshot } from '../utils/fit-screenshot';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A message being written, with its screenshot, and the fields' errors as catalog keys. */
export interface MessageDraft {
  message: string;
  attachment: AttachmentUpload | null;
}
export type DraftErrors = Partial<Record<'message' | 'attachment', string>>;

/** The issues of a parsed request, by field (`attachment.data` counts as the screenshot's). */
export function fieldErrors(
  issues: readonly { path: PropertyKey[] | string; message: string }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const path = Array.isArray(issue.path) ? issue.path.map(String).join('.') : String(issue.path);
    const field = path.startsWith('attachment') ? 'attachment' : path;
    out[field] ??= issue.message;
  }
  return out;
}

const MEGABYTE = 1024 * 1024;

function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** The message's text and an optional screenshot, checked for type and size before it is sent. */
export function MessageFields({
  draft,
  onChange,
  errors,
  onError,
  label,
}: {
  draft: MessageDraft;
  onChange: (draft: MessageDraft) => void;
  errors: DraftErrors;
  onError: (field: 'attachment', message: string | undefined) => void;
  label: string;
}) {
  const { t } = useTranslation('support');
  const errorText = useValidationText();
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!(ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      onError('attachment', 'support:form.screenshotType');
      return;
    }
    setReading(true);
    // A phone's screenshot (1–4 MB) is redrawn smaller here rather than refused.
    void fitScreenshot(file)
      .then(async (fitted) => {
        if (!fitted) {
          onError('attachment', 'support:form.screenshotSize');
          return;
        }
        const data = await readAsBase64(fitted.blob);
        onError('attachment', undefined);
        onChange({ ...draft, attachment: { fileName: fitted.fileName, contentType: fitted.contentType, data } });
      })
      .catch(() => onError('attachment', 'support:form.screenshotUnreadable'))
      .finally(() => setReading(false));
  };

  return (
    <div className="grid gap-4">
      <FormField
        label={label}
        error={errorText(errors.message)}
        hint={t('form.messageCounter', { length: draft.message.length, max: TEXT_LIMITS.support.message })}
      >
        <Textarea
          value={draft.message}
          maxLength={TEXT_LIMITS.support.message}
          onChange={(event) => onChange({ ...draft, message: event.target.value })}
          className="min-h-28"
        />
      </FormField>
      <FormField
        id={fileId}
        label={t('form.screenshot')}
        hint={t('form.screenshotHint', { size: SUPPORT_ATTACHMENT_MAX_BYTES / MEGABYTE })}
        error={errorText(errors.attachment)}
      >
        {(control) => (
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={input}
              type="file"
              accept={ATTACHMENT_CONTENT_TYPES.join(',')}
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => {
                pick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <Button type="button" variant="outline" size="sm" {...control} onClick={() => input.current?.click()}>
              <ImagePlus aria-hidden="true" />
              {reading ? t('form.screenshotReading') : t('form.screenshotChoose')}
            </Button>
            {draft.attachment && (
              <span className="flex items-center gap-1 text-sm" data-testid="screenshot-chosen">
                {draft.attachment.fileName}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={t('form.screenshotRemove', { name: draft.attachment.fileName })}
                  onClick={() => onChange({ ...draft, attachment: null })}
                >
                  <X aria-hidden="true" />
                </Button>
              </span>
            )}
          </div>
        )}
      </FormField>
    </div>
  );
}
