import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useValidationText } from '@/hooks/use-validation-text';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import {
  CanvasAssignmentRequest,
  PitchAssignmentRequest,
  type ClassWork,
  type RubricCriterion,
} from '@alavanca/contracts/class-works';
import { Plus, RotateCcw, Save, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useAssignWork } from '../api/class-work';
import {
  checkDraft,
  defaultRubric,
  draftOf,
  isDefaultRubric,
  issuesByPath,
  RUBRIC_LIMITS,
  rubricTotal,
  type AssignmentDraft,
  type CriterionDraft,
  type KindChoice,
} from '../utils/rubric';
import { FIRST_KIND, KIND_CHOICES, kindText, offeredCriteria } from '../utils/work-ui';

/** Each work's request, checked in the browser before it is sent. */
const REQUESTS: Record<ClassWork, z.ZodType<CanvasAssignmentRequest | PitchAssignmentRequest>> = {
  canvas: CanvasAssignmentRequest,
  pitch: PitchAssignmentRequest,
};

/** The rubric's criteria, each a name and its most points, added, removed and reset to the one offered. */
function RubricEditor({
  rubric,
  issues,
  onChange,
  onSuggest,
}: {
  rubric: CriterionDraft[];
  issues: Map<string, string>;
  onChange: (rubric: CriterionDraft[]) => void;
  onSuggest: () => void;
}) {
  const { t } = useTranslation('classroom');
  const errorText = useValidationText();
  const legendId = useId();
  const list = useRef<HTMLOListElement>(null);
  const focusName = (index: number) =>
    // After the list has drawn the row: the name of a new criterion, or the one taking a removed one's place.
    requestAnimationFrame(() =>
      list.current?.querySelectorAll<HTMLInputElement>('[data-criterion-name]')[index]?.focus(),
    );
  const update = (index: number, change: Partial<CriterionDraft>) =>
    onChange(rubric.map((criterion, i) => (i === index ? { ...criterion, ...change } : criterion)));
  const full = rubric.length >= RUBRIC_LIMITS.criteria;
  const rubricError = errorText(issues.get('rubric'));

  return (
    <fieldset className="grid gap-3" aria-labelledby={legendId} data-testid="rubric-editor">
      <legend id={legendId} className="text-sm font-medium">
        {t('work.form.rubric')}
      </legend>
      <p className="text-sm text-muted-foreground">
        {t('work.form.rubricHint', {
          min: RUBRIC_LIMITS.points.min,
          max: RUBRIC_LIMITS.points.max,
          criteria: RUBRIC_LIMITS.criteria,
        })}
      </p>
      <ol ref={list} className="grid gap-3">
        {rubric.map((criterion, index) => {
          const number = index + 1;
          return (
            <li
              key={criterion.id}
              className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-start"
              data-testid="rubric-criterion"
            >
              <FormField
                label={t('work.form.criterion', { number })}
                error={errorText(issues.get(`rubric.${index}.name`) ?? issues.get(`rubric.${index}.id`))}
              >
                <Input
                  value={criterion.name}
                  maxLength={RUBRIC_LIMITS.criterionName}
                  onChange={(event) => update(index, { name: event.target.value })}
                  data-criterion-name=""
                />
              </FormField>
              <FormField
                label={
                  <>
                    {t('work.form.criterionPoints')}
                    <span className="sr-only"> {t('work.form.criterionPointsOf', { number })}</span>
                  </>
                }
                error={errorText(issues.get(`rubric.${index}.maxPoints`))}
              >
                <Input
                  inputMode="numeric"
                  value={criterion.maxPoints}
                  onChange={(event) => update(index, { maxPoints: event.target.value })}
                  className="tabular-nums"
                />
              </FormField>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="sm:mt-6"
                disabled={rubric.length === 1}
                aria-label={t('work.form.remove', { number, name: criterion.name })}
                onClick={() => {
                  onChange(rubric.filter((_, i) => i !== index));
                  if (rubric.length > 1) focusName(Math.min(index, rubric.length - 2));
                }}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      {rubricError && <p className="text-sm font-medium text-destructive">{rubricError}</p>}
      <p className="text-sm font-medium" aria-live="polite" data-testid="rubric-total">
        {t('work.rubricTotal', { count: rubricTotal(rubric) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={full}
          onClick={() => {
            onChange([...rubric, { id: crypto.randomUUID(), name: '', maxPoints: '10' }]);
            focusName(rubric.length);
          }}
        >
          <Plus aria-hidden="true" />
          {t('work.form.add')}
        </Button>
        <Button type="button" variant="ghost" onClick={onSuggest}>
          <RotateCcw aria-hidden="true" />
          {t('work.form.suggest')}
        </Button>
      </div>
      {full && <p className="text-sm text-muted-foreground">{t('work.form.full')}</p>}
    </fieldset>
  );
}

/**
 * What the teacher asks for: the kind of canvas or pitch (or any), the instructions, and a rubric of
 * their own, offered first as a canvas's blocks and its coherence, or the product's five pitch
 * criteria. Checked with the contract's schema before it is sent; the server's issues land on the
 * same fields.
 */
export function AssignmentForm({
  work,
  classId,
  assignment,
  graded,
  onDone,
}: {
  work: ClassWork;
  classId: string;
  assignment: { kind: string | null; instructions: string; rubric: RubricCriterion[] } | null;
  /** Hand-ins graded already: their grades keep the rubric they were given under. */
  graded: number;
  onDone: () => void;
}) {
  const { t } = useTranslation(['classroom', 'canvas', 'pitch']);
  const errorText = useValidationText();
  const assign = useAssignWork(work, classId);
  const names = (kind: KindChoice) => offeredCriteria(work, kind, t);
  const [draft, setDraft] = useState<AssignmentDraft>(() => draftOf(assignment, FIRST_KIND[work], names));
  const [issues, setIssues] = useState<Map<string, string>>(new Map());
  const kindName = useId();

  const change = (next: Partial<AssignmentDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setIssues(new Map());
  };
  const chooseKind = (kind: KindChoice) =>
    // A rubric as offered follows the kind; one the teacher changed stays theirs.
    change(isDefaultRubric(draft.rubric, names(draft.kind)) ? { kind, rubric: defaultRubric(names(kind)) } : { kind });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft, REQUESTS[work]);
    if (!checked.request) {
      setIssues(checked.issues);
      return;
    }
    assign.mutate(checked.request as never, {
      onSuccess: () => {
        notify({
          title: t(`classroom:${work}.form.saved`),
          description: t(`classroom:${work}.form.savedMessage`),
          variant: 'success',
        });
        onDone();
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.issues.length > 0) setIssues(issuesByPath(failure.issues));
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" data-testid={`${work}-assignment-form`}>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t(`classroom:${work}.form.kind`)}</legend>
        <div className="flex flex-wrap gap-2">
          {KIND_CHOICES[work].map((kind) => (
            <label
              key={kind}
              className="flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name={kindName}
                value={kind}
                checked={draft.kind === kind}
                onChange={() => chooseKind(kind)}
                className="accent-primary"
              />
              {kindText(work, kind, t)}
            </label>
          ))}
        </div>
        <p className="text-sm text-muted-foreground">{t(`classroom:${work}.form.kindHint`)}</p>
      </fieldset>
      <FormField
        label={t('classroom:work.form.instructions')}
        hint={t('classroom:work.form.instructionsHint', { max: RUBRIC_LIMITS.instructions })}
        error={errorText(issues.get('instructions'))}
      >
        <Textarea
          value={draft.instructions}
          rows={3}
          maxLength={RUBRIC_LIMITS.instructions}
          onChange={(event) => change({ instructions: event.target.value })}
        />
      </FormField>
      <RubricEditor
        rubric={draft.rubric}
        issues={issues}
        onChange={(rubric) => change({ rubric })}
        onSuggest={() => change({ rubric: defaultRubric(names(draft.kind)) })}
      />
      {graded > 0 && (
        <p className="text-sm text-muted-foreground">{t('classroom:work.form.gradedNote', { count: graded })}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={assign.isPending} data-testid={`save-${work}-assignment`}>
          <Save aria-hidden="true" />
          {assign.isPending ? t('classroom:work.form.saving') : t('classroom:work.form.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('classroom:work.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
