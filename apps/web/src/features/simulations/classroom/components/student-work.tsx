import { Button } from '@/components/ui/button';
import { FieldError, FieldHint, FieldScope, useFieldState } from '@/components/ui/form-field';
import { useValidationText } from '@/hooks/use-validation-text';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { ClassWork, RubricCriterion } from '@alavanca/contracts/class-works';
import { V } from '@alavanca/contracts/validation-messages';
import { ExternalLink, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClassWork, useHandInWork } from '../api/class-work';
import { classDateTime, type ScreenContext } from '../utils/class-dates';
import {
  itemIdOf,
  kindText,
  ownItemsOf,
  productScore,
  scoreLine,
  type WorkParts,
  type WorkSummary,
} from '../utils/work-ui';
import { ClassSection } from './class-section';
import { GradeSummary, RubricList } from './rubric-list';

/** The request's field that names the item handed in. */
const ITEM_FIELD = { canvas: 'canvasId', pitch: 'pitchId' } as const;

/** What the company handed in, when and by whom, and whether it waits for its grade. */
function HandInStatus({
  work,
  handIn,
  href,
  ...context
}: { work: ClassWork; handIn: WorkSummary; href: ((id: string) => string) | undefined } & ScreenContext) {
  const { t } = useTranslation(['classroom', 'pitch']);
  const date = classDateTime(handIn.handedInAt, context.preferences, context.language);
  return (
    <div className="grid gap-1 rounded-lg border p-3 text-sm" data-testid="hand-in-status">
      <p className="font-medium">
        {handIn.handedInBy
          ? t('work.student.handedInBy', { name: handIn.handedInBy, date })
          : t('work.student.handedIn', { date })}
      </p>
      <p>
        {t(`${work}.snapshot`, {
          title: handIn.title,
          kind: kindText(work, handIn.kind, t),
          version: handIn.version,
        })}
        {' · '}
        {scoreLine(work, productScore(handIn), t)}
      </p>
      <p className="text-muted-foreground">{handIn.grade ? t('work.student.graded') : t('work.student.waiting')}</p>
      {href && (
        <Link
          to={href(itemIdOf(handIn))}
          className="inline-flex w-fit items-center gap-1 text-primary underline-offset-4 hover:underline"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          {t(`${work}.student.open`)}
        </Link>
      )}
    </div>
  );
}

/** The student's own items of the kind asked for, one to choose, and handing it in. */
function HandInForm({
  work,
  classId,
  kind,
  handIn,
  parts,
}: {
  work: ClassWork;
  classId: string;
  kind: string | null;
  handIn: WorkSummary | undefined;
  parts: WorkParts;
}) {
  const { t } = useTranslation(['classroom', 'pitch']);
  const errorText = useValidationText();
  const send = useHandInWork(work, classId);
  const own = ownItemsOf(work, parts, t);
  const items = (own?.items ?? []).filter((item) => kind === null || item.kind === kind);
  const [chosen, setChosen] = useState<string | undefined>(handIn && itemIdOf(handIn));
  const picked = items.find((item) => item.id === chosen) ?? items[0];
  const [error, setError] = useState<string | undefined>();
  const field = useFieldState({ hint: t(`${work}.student.pickHint`), error: errorText(error) });

  if (!own) return null;
  if (own.failed) return <p className="text-sm text-destructive">{t(`${work}.student.loadFailed`)}</p>;
  if (!own.items) return <p className="text-sm text-muted-foreground">{t(`${work}.student.loading`)}</p>;
  if (items.length === 0) {
    const none = work === 'canvas' ? 'noCanvases' : 'noItems';
    return (
      <div className="grid gap-2 rounded-lg border border-dashed p-4 text-sm" data-testid="no-items">
        <p>
          {kind === null
            ? t(`${work}.student.${none}`)
            : t(`${work}.student.${none}OfKind`, { kind: kindText(work, kind, t) })}
        </p>
        <Button asChild variant="outline" className="w-fit">
          <Link to={own.newHref}>{t(`${work}.student.create`)}</Link>
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
    send.mutate({ [ITEM_FIELD[work]]: picked.id } as never, {
      onSuccess: () =>
        notify({
          title: t(`${work}.student.handedInTitle`),
          description: t('work.student.handedInMessage'),
          variant: 'success',
        }),
      onError: (failure) => {
        const issue =
          failure instanceof ApiError ? failure.issues.find(({ path }) => path === ITEM_FIELD[work]) : undefined;
        if (issue) setError(issue.message);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" data-testid="hand-in-form">
      <FieldScope value={field}>
        <fieldset
          className="grid gap-2"
          aria-describedby={[field.hintId, field.error ? field.errorId : null].filter(Boolean).join(' ')}
          aria-invalid={field.error ? true : undefined}
        >
          <legend className="mb-1 text-sm font-medium">{t(`${work}.student.pick`)}</legend>
          {items.map((item) => (
            <label
              key={item.id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name={`hand-in-${work}-${classId}`}
                value={item.id}
                checked={picked?.id === item.id}
                onChange={() => {
                  setChosen(item.id);
                  setError(undefined);
                }}
                className="mt-1 accent-primary"
              />
              <span className="grid min-w-0 gap-0.5">
                <span className="font-medium break-words">{item.title}</span>
                <span className="text-muted-foreground">{item.details}</span>
              </span>
            </label>
          ))}
          <FieldHint />
          <FieldError />
        </fieldset>
      </FieldScope>
      <div>
        <Button type="submit" disabled={send.isPending} data-testid={`hand-in-${work}`}>
          <Send aria-hidden="true" />
          {send.isPending
            ? t('work.student.handingIn')
            : handIn
              ? t('work.student.handInAgain')
              : t(`${work}.student.handIn`)}
        </Button>
      </div>
    </form>
  );
}

/** The teacher's instructions and criteria, as a student reads them before handing in. */
export function AssignmentBrief({
  work,
  instructions,
  rubric,
}: {
  work: ClassWork;
  instructions: string;
  rubric: readonly RubricCriterion[];
}) {
  const { t } = useTranslation('classroom');
  return (
    <div className="grid content-start gap-2">
      <h3 className="text-sm font-semibold">{t('work.instructions')}</h3>
      <p className="text-sm whitespace-pre-line" data-testid={`${work}-instructions`}>
        {instructions}
      </p>
      <h3 className="mt-2 text-sm font-semibold">{t('work.student.rubric')}</h3>
      <RubricList rubric={rubric} testId="student-rubric" />
    </div>
  );
}

/**
 * A student's side of a work the class hands in (a canvas or a pitch): what the teacher asked for
 * and how it is graded, what the company handed in, the grade once given, and handing in (again,
 * until it is graded).
 */
export function StudentWork({
  work,
  classId,
  parts,
  ...context
}: { work: ClassWork; classId: string; parts: WorkParts } & ScreenContext) {
  const { t } = useTranslation(['classroom', 'pitch']);
  const query = useClassWork(work, classId);
  const assignment = query.data?.assignment;
  if (query.isError && !query.data) {
    return (
      <ClassSection title={t(`${work}.title`)}>
        <p className="text-sm text-destructive">{t(`${work}.loadFailed`)}</p>
        <Button type="button" variant="outline" className="w-fit" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </ClassSection>
    );
  }
  if (!assignment) return null;
  const handIn: WorkSummary | undefined = query.data?.handIns[0];
  return (
    <ClassSection
      title={t(`${work}.title`)}
      description={t(`${work}.student.asked`, { kind: kindText(work, assignment.kind, t) })}
      testId={`student-${work}`}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <AssignmentBrief work={work} instructions={assignment.instructions} rubric={assignment.rubric} />
        <div className="grid content-start gap-4">
          {handIn ? (
            <HandInStatus work={work} handIn={handIn} href={ownItemsOf(work, parts, t)?.href} {...context} />
          ) : (
            <p className="text-sm text-muted-foreground" data-testid="hand-in-status">
              {t('work.student.none')}
            </p>
          )}
          {handIn?.grade ? (
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold">{t('work.student.grade')}</h3>
              <GradeSummary grade={handIn.grade} testId="student-grade" />
            </div>
          ) : (
            <HandInForm
              key={handIn?.id ?? 'none'}
              work={work}
              classId={classId}
              kind={assignment.kind}
              handIn={handIn}
              parts={parts}
            />
          )}
        </div>
      </div>
    </ClassSection>
  );
}
