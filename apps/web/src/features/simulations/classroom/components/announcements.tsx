import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useValidationText } from '@/hooks/use-validation-text';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { type ClassView } from '@alavanca/contracts/classes';
import { V } from '@alavanca/contracts/validation-messages';
import type { Language } from '@alavanca/domain/constants';
import { TEXT_LIMITS } from '@alavanca/domain/constants';
import { Megaphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SimulationPreferences } from '@/features/simulations/utils/setup';
import { useAnnounce } from '../api/class-changes';
import { classDateTime } from '../utils/class-dates';
import { ClassSection } from './class-section';

/** The teacher's message to the class: every student is notified (and e-mailed where e-mail is set up). */
function AnnouncementForm({ classId }: { classId: string }) {
  const { t } = useTranslation('classroom');
  const announce = useAnnounce(classId);
  const errorText = useValidationText();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') {
      setError(V.required);
      return;
    }
    announce.mutate(
      { body },
      {
        onSuccess: () => {
          setBody('');
          notify({
            title: t('announcements.sentTitle'),
            description: t('announcements.sentMessage'),
            variant: 'success',
          });
        },
        onError: (failure) => {
          const issue = failure instanceof ApiError ? failure.issues.find(({ path }) => path === 'body') : undefined;
          if (issue) setError(issue.message);
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <FormField
        label={t('announcements.label')}
        hint={t('announcements.hint', { max: TEXT_LIMITS.classAnnouncement })}
        error={errorText(error)}
      >
        <Textarea
          value={body}
          maxLength={TEXT_LIMITS.classAnnouncement}
          rows={3}
          onChange={(event) => {
            setBody(event.target.value);
            setError(undefined);
          }}
          data-testid="announcement-body"
        />
      </FormField>
      <div>
        <Button type="submit" variant="outline" disabled={announce.isPending}>
          <Megaphone aria-hidden="true" />
          {announce.isPending ? t('announcements.sending') : t('announcements.send')}
        </Button>
      </div>
    </form>
  );
}

/** The class's announcements, newest first; the teacher writes them here. */
export function Announcements({
  view,
  preferences,
  language,
}: {
  view: ClassView;
  preferences: SimulationPreferences;
  language: Language;
}) {
  const { t } = useTranslation('classroom');
  const teacher = view.role === 'teacher';
  if (!teacher && view.announcements.length === 0) return null;
  return (
    <ClassSection title={t('announcements.title')} description={teacher ? t('announcements.description') : undefined}>
      {teacher && <AnnouncementForm classId={view.id} />}
      {view.announcements.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('announcements.empty')}</p>
      ) : (
        <ul className="grid gap-3" data-testid="announcements">
          {view.announcements.map((announcement) => (
            <li key={announcement.id} className="rounded-lg border p-3">
              <p className="text-sm whitespace-pre-line">{announcement.body}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {t('announcements.by', {
                  name: view.teacherName,
                  date: classDateTime(announcement.createdAt, preferences, language),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </ClassSection>
  );
}
