import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useValidationText, type ValidationMessage } from '@/hooks/use-validation-text';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { ClassWork, HandInGrade, RubricCriterion } from '@alavanca/contracts/class-works';
import { V } from '@alavanca/contracts/validation-messages';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGradeHandIn } from '../api/class-work';
import { issuesByPath, RUBRIC_LIMITS, typedNumber } from '../utils/rubric';

/** A criterion's points as typed, checked against its most: what is wrong with them, or nothing. */
function pointsIssue(typed: string, max: number): ValidationMessage | undefined {
  const points = typedNumber(typed);
  if (points === undefined) return V.required;
  if (Number.isNaN(points)) return V.notANumber;
  if (!Number.isInteger(points)) return V.notInteger;
  if (points < 0 || points > max) return { key: 'classroom:work.grade.overMax', values: { max } };
  return undefined;
}

/**
 * The teacher's grade of a hand-in: points for each criterion of the rubric (0 to its most) and a
 * comment for the company. A grade given before opens with its points, where its criteria are still
 * the rubric's; saving again changes it.
 */
export function GradeForm({
  work,
  classId,
  handIn,
  rubric,
}: {
  work: ClassWork;
  classId: string;
  /** The hand-in graded: its id (a grade names the one read) and the grade given before. */
  handIn: { id: string; companyId: string; grade: HandInGrade | null };
  rubric: readonly RubricCriterion[];
}) {
  const { t } = useTranslation('classroom');
  const errorText = useValidationText();
  const grade = useGradeHandIn(work, classId, handIn.companyId);
  const [points, setPoints] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      rubric.map((criterion) => {
        const given = handIn.grade?.scores.find((score) => score.id === criterion.id);
        return [criterion.id, given && given.points <= criterion.maxPoints ? String(given.points) : ''];
      }),
    ),
  );
  const [comment, setComment] = useState(handIn.grade?.comment ?? '');
  const [issues, setIssues] = useState<Map<string, ValidationMessage>>(new Map());
  const total = rubric.reduce((sum, criterion) => {
    const typed = typedNumber(points[criterion.id] ?? '');
    return sum + (typed !== undefined && Number.isInteger(typed) ? typed : 0);
  }, 0);
  const maxTotal = rubric.reduce((sum, criterion) => sum + criterion.maxPoints, 0);
  const earlierRubric =
    handIn.grade !== null &&
    (handIn.grade.scores.length !== rubric.length ||
      handIn.grade.scores.some((score, i) => score.id !== rubric[i]?.id || score.maxPoints !== rubric[i]?.maxPoints));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = new Map<string, ValidationMessage>();
    rubric.forEach((criterion, index) => {
      const issue = pointsIssue(points[criterion.id] ?? '', criterion.maxPoints);
      if (issue) found.set(`scores.${index}.points`, issue);
    });
    if (comment.trim().length > RUBRIC_LIMITS.comment) found.set('comment', V.tooLong);
    if (found.size > 0) {
      setIssues(found);
      return;
    }
    grade.mutate(
      {
        handInId: handIn.id,
        scores: rubric.map((criterion) => ({
          criterionId: criterion.id,
          points: typedNumber(points[criterion.id] ?? '') ?? 0,
        })),
        comment: comment.trim(),
      },
      {
        onSuccess: () =>
          notify({
            title: t('work.grade.saved'),
            description: t('work.grade.savedMessage'),
            variant: 'success',
          }),
        onError: (failure) => {
          if (!(failure instanceof ApiError) || failure.issues.length === 0) return;
          const byPath = new Map<string, ValidationMessage>(issuesByPath(failure.issues));
          // Over a criterion's most: say what the most is.
          rubric.forEach((criterion, index) => {
            if (byPath.get(`scores.${index}.points`) === V.outOfRange)
              byPath.set(`scores.${index}.points`, {
                key: 'classroom:work.grade.overMax',
                values: { max: criterion.maxPoints },
              });
          });
          setIssues(byPath);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" data-testid="grade-form">
      {earlierRubric && <p className="text-sm text-muted-foreground">{t('work.grade.earlierRubric')}</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        {rubric.map((criterion, index) => (
          <FormField
            key={criterion.id}
            label={t('work.grade.criterion', { name: criterion.name, max: criterion.maxPoints })}
            error={errorText(issues.get(`scores.${index}.points`))}
          >
            <Input
              inputMode="numeric"
              value={points[criterion.id] ?? ''}
              onChange={(event) => {
                setPoints((current) => ({ ...current, [criterion.id]: event.target.value }));
                setIssues(new Map());
              }}
              className="tabular-nums"
            />
          </FormField>
        ))}
      </div>
      <p className="text-sm font-medium tabular-nums" aria-live="polite" data-testid="grade-total">
        {t('work.gradeTotal', { total, count: maxTotal })}
      </p>
      <FormField
        label={t('work.grade.comment')}
        hint={t('work.grade.commentHint', { max: RUBRIC_LIMITS.comment })}
        error={errorText(issues.get('comment'))}
      >
        <Textarea
          value={comment}
          rows={3}
          maxLength={RUBRIC_LIMITS.comment}
          onChange={(event) => {
            setComment(event.target.value);
            setIssues(new Map());
          }}
        />
      </FormField>
      <div>
        <Button type="submit" disabled={grade.isPending} data-testid="save-grade">
          <Save aria-hidden="true" />
          {grade.isPending ? t('work.grade.saving') : t('work.grade.save')}
        </Button>
      </div>
    </form>
  );
}
