import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useValidationText } from '@/hooks/use-validation-text';
import { usePreferences } from '@/lib/api/get-preferences';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { PitchBrief } from '@alavanca/contracts/class-works';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { ExternalLink, GraduationCap, Send } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHandInWork } from '../api/class-work';
import { usePitchBriefs } from '../api/pitch-briefs';
import { classDateTime } from '../utils/class-dates';
import { classPath } from '../utils/paths';
import { kindText } from '../utils/work-ui';
import { GradeSummary } from './rubric-list';
import { AssignmentBrief } from './student-work';

/** What the editor's pitch is: its id and kind as typed now, and how to save it before it is handed in. */
export interface EditedPitch {
  id: string;
  kind: string;
  /** Saves what is typed, so the version handed in is the text on screen; false when it could not. */
  save: () => Promise<boolean>;
}

/** One class's request: the teacher's instructions and criteria, what the company handed in, and handing this pitch in. */
function BriefCard({ brief, pitch }: { brief: PitchBrief; pitch: EditedPitch }) {
  const { t, i18n } = useTranslation(['pitchStudio', 'classroom', 'pitch']);
  const errorText = useValidationText();
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  const send = useHandInWork('pitch', brief.classId);
  const [issue, setIssue] = useState<string | undefined>();
  const headingId = useId();
  const { assignment, handIn } = brief;
  const date = (iso: string) => classDateTime(iso, preferences, resolveLanguageOrDefault(i18n.language));
  const otherKind = assignment.kind !== null && assignment.kind !== pitch.kind;

  async function handInPitch() {
    setIssue(undefined);
    if (send.isPending || !(await pitch.save())) return;
    send.mutate(
      { pitchId: pitch.id },
      {
        onSuccess: () =>
          notify({
            title: t('pitchStudio:classBrief.handedInTitle'),
            description: t('pitchStudio:classBrief.handedInMessage'),
            variant: 'success',
          }),
        onError: (failure) => {
          const found = failure instanceof ApiError ? failure.issues.find(({ path }) => path === 'pitchId') : undefined;
          if (found) setIssue(found.message);
        },
      },
    );
  }

  let status: string;
  if (!handIn) status = t('pitchStudio:classBrief.notHandedIn');
  else if (handIn.pitchId === pitch.id)
    status = t('pitchStudio:classBrief.handedIn', { version: handIn.version, date: date(handIn.handedInAt) });
  else
    status = t('pitchStudio:classBrief.handedInOther', {
      title: handIn.title,
      version: handIn.version,
      date: date(handIn.handedInAt),
    });

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-primary/40 bg-card p-4 sm:p-6"
      data-testid="class-brief"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold break-words">
            <GraduationCap className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {t('pitchStudio:classBrief.title', { name: brief.className })}
          </h2>
          <p className="text-sm text-muted-foreground">{t('pitchStudio:classBrief.intro')}</p>
        </div>
        <Button variant="ghost" size="sm" asChild>
          <Link to={classPath(brief.classId)}>
            <ExternalLink aria-hidden="true" />
            {t('pitchStudio:classBrief.openClass')}
          </Link>
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-2">
          <p className="text-sm font-medium">
            {t('pitchStudio:classBrief.kind', { kind: kindText('pitch', assignment.kind, t) })}
          </p>
          <AssignmentBrief work="pitch" instructions={assignment.instructions} rubric={assignment.rubric} />
        </div>
        <div className="grid content-start gap-3">
          <p className="text-sm" data-testid="brief-status" aria-live="polite">
            {status}
          </p>
          {handIn?.grade ? (
            <div className="grid gap-2">
              <p className="text-sm text-muted-foreground">{t('pitchStudio:classBrief.graded')}</p>
              <h3 className="text-sm font-semibold">{t('pitchStudio:classBrief.grade')}</h3>
              <GradeSummary grade={handIn.grade} testId="brief-grade" />
            </div>
          ) : otherKind ? (
            <p className="text-sm text-muted-foreground" data-testid="brief-other-kind">
              {t('pitchStudio:classBrief.otherKind', { kind: kindText('pitch', assignment.kind, t) })}
            </p>
          ) : (
            <div className="grid gap-2">
              <Button
                type="button"
                className="w-fit"
                disabled={send.isPending}
                onClick={() => void handInPitch()}
                aria-describedby={issue ? `${headingId}-issue` : undefined}
                data-testid="brief-hand-in"
              >
                <Send aria-hidden="true" />
                {send.isPending
                  ? t('pitchStudio:classBrief.handingIn')
                  : handIn
                    ? t('pitchStudio:classBrief.handInAgain')
                    : t('pitchStudio:classBrief.handIn')}
              </Button>
              {issue && (
                <p id={`${headingId}-issue`} className="text-sm font-medium text-destructive" role="alert">
                  {errorText(issue)}
                </p>
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * What each class the student is in asks of a pitch, shown in the pitch's editor while they write
 * (decision 032): the teacher's instructions and criteria, what their company handed in and its
 * grade, and handing this pitch in. Nothing when no class asks for a pitch (the route loads this
 * only when one does).
 */
export function PitchClassBriefs({ pitch }: { pitch: EditedPitch }) {
  const briefs = usePitchBriefs().data ?? [];
  if (briefs.length === 0) return null;
  return (
    // The criteria's points are the classroom catalog's, which may still be on its way.
    <Suspense fallback={<Skeleton className="h-40 w-full" />}>
      <div className="space-y-4" data-testid="class-briefs">
        {briefs.map((brief) => (
          <BriefCard key={brief.classId} brief={brief} pitch={pitch} />
        ))}
      </div>
    </Suspense>
  );
}
