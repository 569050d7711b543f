import { Button } from '@/components/ui/button';
import { FieldError, FieldHint, FieldScope, useFieldState } from '@/components/ui/form-field';
import { useValidationText } from '@/hooks/use-validation-text';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { CanvasSummary } from '@alavanca/contracts/canvases';
import type { CanvasAssignment, HandInSummary } from '@alavanca/contracts/classes';
import { V } from '@alavanca/contracts/validation-messages';
import { ExternalLink, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClassCanvas, useHandInCanvas } from '../api/class-canvas';
import type { ClassCanvasParts } from '../utils/canvas-parts';
import { classDateTime, type ScreenContext } from '../utils/class-dates';
import { ClassSection } from './class-section';
import { GradeSummary, RubricList } from './rubric-list';

/** What the company handed in, when and by whom, and whether it waits for its grade. */
function HandInStatus({
  handIn,
  parts,
  ...context
}: { handIn: HandInSummary; parts?: ClassCanvasParts } & ScreenContext) {
  const { t } = useTranslation('classroom');
  const date = classDateTime(handIn.handedInAt, context.preferences, context.language);
  return (
    <div className="grid gap-1 rounded-lg border p-3 text-sm" data-testid="hand-in-status">
      <p className="font-medium">
        {handIn.handedInBy
          ? t('canvas.student.handedInBy', { name: handIn.handedInBy, date })
          : t('canvas.student.handedIn', { date })}
      </p>
      <p>
        {t('canvas.snapshot', {
          title: handIn.title,
          kind: t(`canvas.kinds.${handIn.kind}`),
          version: handIn.version,
        })}
        {' · '}
        {t('canvas.coherence', { score: handIn.coherenceScore })}
      </p>
      <p className="text-muted-foreground">{handIn.grade ? t('canvas.student.graded') : t('canvas.student.waiting')}</p>
      {parts && (
        <Link
          to={parts.canvasHref(handIn.canvasId)}
          className="inline-flex w-fit items-center gap-1 text-primary underline-offset-4 hover:underline"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          {t('canvas.student.open')}
        </Link>
      )}
    </div>
  );
}

/** The student's own canvases of the kind asked for, one to choose, and handing it in. */
function HandInForm({
  classId,
  assignment,
  handIn,
  parts,
}: {
  classId: string;
  assignment: CanvasAssignment;
  handIn: HandInSummary | undefined;
  parts: ClassCanvasParts | undefined;
}) {
  const { t } = useTranslation('classroom');
  const errorText = useValidationText();
  const send = useHandInCanvas(classId);
  const canvases = (parts?.ownCanvases ?? []).filter(
    (canvas) => assignment.kind === null || canvas.kind === assignment.kind,
  );
  const [chosen, setChosen] = useState<string | undefined>(handIn?.canvasId);
  const picked = canvases.find((canvas) => canvas.id === chosen) ?? canvases[0];
  const [error, setError] = useState<string | undefined>();
  const field = useFieldState({ hint: t('canvas.student.pickHint'), error: errorText(error) });

  if (!parts) return null;
  if (parts.ownCanvasesFailed) return <p className="text-sm text-destructive">{t('canvas.student.loadFailed')}</p>;
  if (!parts.ownCanvases) return <p className="text-sm text-muted-foreground">{t('canvas.student.loading')}</p>;
  if (canvases.length === 0) {
    return (
      <div className="grid gap-2 rounded-lg border border-dashed p-4 text-sm" data-testid="no-canvases">
        <p>
          {assignment.kind === null
            ? t('canvas.student.noCanvases')
            : t('canvas.student.noCanvasesOfKind', { kind: t(`canvas.kinds.${assignment.kind}`) })}
        </p>
        <Button asChild variant="outline" className="w-fit">
          <Link to={parts.newCanvasHref}>{t('canvas.student.create')}</Link>
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!picked) {
      setError(V.required);
      return;
    }
    send.mutate(
      { canvasId: picked.id },
      {
        onSuccess: () =>
          notify({
            title: t('canvas.student.handedInTitle'),
            description: t('canvas.student.handedInMessage'),
            variant: 'success',
          }),
        onError: (failure) => {
          const issue =
            failure instanceof ApiError ? failure.issues.find(({ path }) => path === 'canvasId') : undefined;
          if (issue) setError(issue.message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" data-testid="hand-in-form">
      <FieldScope value={field}>
        <fieldset
          className="grid gap-2"
          aria-describedby={[field.hintId, field.error ? field.errorId : null].filter(Boolean).join(' ')}
          aria-invalid={field.error ? true : undefined}
        >
          <legend className="mb-1 text-sm font-medium">{t('canvas.student.pick')}</legend>
          {canvases.map((canvas: CanvasSummary) => (
            <label
              key={canvas.id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name={`hand-in-${classId}`}
                value={canvas.id}
                checked={picked?.id === canvas.id}
                onChange={() => {
                  setChosen(canvas.id);
                  setError(undefined);
                }}
                className="mt-1 accent-primary"
              />
              <span className="grid min-w-0 gap-0.5">
                <span className="font-medium break-words">{canvas.title}</span>
                <span className="text-muted-foreground">
                  {[
                    t(`canvas.kinds.${canvas.kind}`),
                    t('canvas.version', { version: canvas.version }),
                    t('canvas.cards', { count: canvas.cardCount }),
                  ].join(' · ')}
                </span>
              </span>
            </label>
          ))}
          <FieldHint />
          <FieldError />
        </fieldset>
      </FieldScope>
      <div>
        <Button type="submit" disabled={send.isPending} data-testid="hand-in">
          <Send aria-hidden="true" />
          {send.isPending
            ? t('canvas.student.handingIn')
            : handIn
              ? t('canvas.student.handInAgain')
              : t('canvas.student.handIn')}
        </Button>
      </div>
    </form>
  );
}

/**
 * A student's side of the class's canvas: what the teacher asked for and how it is graded, what
 * the company handed in, the grade once given, and handing in (again, until it is graded).
 */
export function StudentCanvas({
  classId,
  parts,
  ...context
}: { classId: string; parts?: ClassCanvasParts } & ScreenContext) {
  const { t } = useTranslation('classroom');
  const query = useClassCanvas(classId);
  const assignment = query.data?.assignment;
  if (query.isError && !query.data) {
    return (
      <ClassSection title={t('canvas.title')}>
        <p className="text-sm text-destructive">{t('canvas.loadFailed')}</p>
        <Button type="button" variant="outline" className="w-fit" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </ClassSection>
    );
  }
  if (!assignment) return null;
  const handIn = query.data?.handIns[0];
  return (
    <ClassSection
      title={t('canvas.title')}
      description={t('canvas.student.asked', {
        kind: t(`canvas.kinds.${assignment.kind ?? 'any'}`),
      })}
      testId="student-canvas"
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-2">
          <h3 className="text-sm font-semibold">{t('canvas.instructions')}</h3>
          <p className="text-sm whitespace-pre-line" data-testid="canvas-instructions">
            {assignment.instructions}
          </p>
          <h3 className="mt-2 text-sm font-semibold">{t('canvas.student.rubric')}</h3>
          <RubricList rubric={assignment.rubric} testId="student-rubric" />
        </div>
        <div className="grid content-start gap-4">
          {handIn ? (
            <HandInStatus handIn={handIn} parts={parts} {...context} />
          ) : (
            <p className="text-sm text-muted-foreground" data-testid="hand-in-status">
              {t('canvas.student.none')}
            </p>
          )}
          {handIn?.grade ? (
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold">{t('canvas.student.grade')}</h3>
              <GradeSummary grade={handIn.grade} testId="student-grade" />
            </div>
          ) : (
            <HandInForm
              key={handIn?.id ?? 'none'}
              classId={classId}
              assignment={assignment}
              handIn={handIn}
              parts={parts}
            />
          )}
        </div>
      </div>
    </ClassSection>
  );
}
